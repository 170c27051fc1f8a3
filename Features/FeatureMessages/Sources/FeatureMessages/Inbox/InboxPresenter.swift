import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient

/// The inbox's state: the observed threads and the selection.
@MainActor
final class InboxPresenter: ViewPresenting {
  weak var view: (any ViewDisplaying<InboxViewData>)?
  private let interactor: any InboxInteracting
  private let router: any InboxRouting
  private let now: () -> Date
  private let timeZone: TimeZone

  private var content = LoadState<[InboxItem]>.loading
  /// The selected thread's patient, so a thread moving to the top keeps the selection.
  private var selectedPatientID: Patient.ID?
  private var observation: ObservationTask?

  init(
    interactor: any InboxInteracting,
    router: any InboxRouting,
    now: @escaping () -> Date,
    timeZone: TimeZone
  ) {
    self.interactor = interactor
    self.router = router
    self.now = now
    self.timeZone = timeZone
  }

  /// Returns once the first inbox has arrived (or failed), then keeps following the store.
  func start() async {
    observation = ObservationTask(
      interactor.observeInbox(),
      show: { [weak self] in self?.show($0) },
      failed: { [weak self] in self?.show($0) }
    )
    await observation?.firstShown()
  }

  func handle(_ action: InboxAction) async {
    switch action {
    case .move(let move): moveSelection(move)
    case .back: router.route(to: .back)
    case .open(let patientID):
      guard let item = items.first(where: { $0.patientID == patientID }) else { return }
      selectedPatientID = patientID
      router.route(to: .thread(patientID: patientID, patientName: item.patientName))
    }
  }

  private var items: [InboxItem] { content.value ?? [] }

  private var selectedIndex: Int {
    items.firstIndex { $0.patientID == selectedPatientID } ?? 0
  }

  private func show(_ items: [InboxItem]) {
    // The library sorts newest first; sorting again keeps the screen right whatever it does.
    content = .loaded(items.sorted { $0.lastSentAt > $1.lastSentAt })
    display()
  }

  private func show(_ error: Error) {
    content = .failed("Could not read the messages: \(readableMessage(for: error))")
    display()
  }

  private func moveSelection(_ move: ListMove) {
    guard !items.isEmpty else { return }
    let index = move.index(from: selectedIndex, count: items.count)
    selectedPatientID = items[index].patientID
    display()
  }

  private func display() {
    view?.display(viewData)
  }

  var viewData: InboxViewData {
    switch content {
    case .loading:
      return .loading
    case .failed(let message):
      return InboxViewData(
        title: "Messages",
        countLabel: "",
        content: .failed(message: message),
        selectedIndex: nil
      )
    case .loaded(let items) where items.isEmpty:
      return InboxViewData(
        title: "Messages",
        countLabel: "0 threads",
        content: .empty(
          message: "No messages yet. The care team's messages about a patient show here."
        ),
        selectedIndex: nil
      )
    case .loaded(let items):
      let unread = items.reduce(0) { $0 + $1.unreadCount }
      let threads = MessageText.count(items.count, "thread")
      return InboxViewData(
        title: "Messages",
        countLabel: unread > 0 ? "\(threads) · \(unread) unread" : threads,
        content: .rows(items.map(row)),
        selectedIndex: selectedIndex
      )
    }
  }

  private func row(_ item: InboxItem) -> InboxViewData.Row {
    InboxViewData.Row(
      patientID: item.patientID,
      patientName: item.patientName,
      lastMessage: "\(item.lastAuthor): \(MessageText.firstLine(item.lastBody))",
      time: MessageText.shortTime(item.lastSentAt, now: now(), in: timeZone),
      unreadBadge: item.unreadCount > 0 ? "● \(item.unreadCount)" : "",
      pendingMarker: item.pendingCount > 0 ? "\(item.pendingCount) pending" : ""
    )
  }
}
