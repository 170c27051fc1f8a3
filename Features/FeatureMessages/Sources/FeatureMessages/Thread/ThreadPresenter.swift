import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient

/// One patient's thread: loads it, marks it read, keeps the selection, starts a reply.
@MainActor
final class ThreadPresenter: ViewPresenting {
  weak var view: (any ViewDisplaying<ThreadViewData>)?
  private let patientID: Patient.ID
  private let title: String
  private let interactor: any ThreadInteracting
  private let router: any ThreadRouting
  private let now: () -> Date
  private let timeZone: TimeZone

  private var content = LoadState<[ThreadMessage]>.loading
  private var selectedIndex = 0
  private var notice: String?

  init(
    patientID: Patient.ID,
    patientName: String,
    interactor: any ThreadInteracting,
    router: any ThreadRouting,
    now: @escaping () -> Date,
    timeZone: TimeZone
  ) {
    self.patientID = patientID
    self.title = patientName
    self.interactor = interactor
    self.router = router
    self.now = now
    self.timeZone = timeZone
  }

  /// Returns once the thread is shown and marked read, so once-mode prints real messages.
  func start() async {
    await reload()
  }

  /// Reads the thread again, the newest message selected, and marks it read: at start and
  /// after the nurse sent a message from it (which then shows, pending, at the bottom).
  func reload() async {
    do {
      let messages = try await interactor.messages(patientID: patientID)
      content = .loaded(messages.sorted { $0.sentAt < $1.sentAt })
      selectedIndex = max(0, messages.count - 1)
    } catch {
      content = .failed("Could not read the messages: \(readableMessage(for: error))")
      return display()
    }
    display()
    // Only once the messages are on screen: read means the nurse has seen them.
    do {
      try await interactor.markRead(patientID: patientID)
      notice = nil
    } catch {
      notice = "Could not mark the thread read: \(readableMessage(for: error))"
      display()
    }
  }

  func handle(_ action: ThreadAction) async {
    switch action {
    case .move(let move): select(move.index(from: selectedIndex, count: messages.count))
    case .reply(let id): router.route(to: .compose(replyTo: id))
    case .compose: router.route(to: .compose(replyTo: nil))
    case .back: router.route(to: .back)
    }
  }

  private var messages: [ThreadMessage] { content.value ?? [] }

  private func select(_ index: Int) {
    guard !messages.isEmpty else { return }
    selectedIndex = min(max(0, index), messages.count - 1)
    display()
  }

  private func display() {
    view?.display(viewData)
  }

  var viewData: ThreadViewData {
    var data = ThreadViewData.loading(title: title)
    data.notice = notice
    switch content {
    case .loading:
      break
    case .failed(let message):
      data.content = .failed(message: message)
    case .loaded(let messages) where messages.isEmpty:
      data.countLabel = "0 messages"
      data.content = .empty(
        message: "No messages about this patient yet.",
        hint: "Press c to write one."
      )
    case .loaded(let messages):
      let pending = messages.filter(\.isPending).count
      let count = MessageText.count(messages.count, "message")
      data.countLabel = pending > 0 ? "\(count) · \(pending) pending" : count
      data.content = .rows(messages.map { message(for: $0, in: messages) })
      data.selectedIndex = selectedIndex
    }
    return data
  }

  private func message(for message: ThreadMessage, in thread: [ThreadMessage])
    -> ThreadViewData.Message
  {
    ThreadViewData.Message(
      id: message.id,
      author: message.author,
      time: time(message.sentAt),
      body: message.body,
      replyLine: message.replyTo.map { id in
        // A reply can arrive before what it answers (a sync in between): say so plainly.
        guard let answered = thread.first(where: { $0.id == id }) else {
          return "↳ reply to an earlier message"
        }
        return "↳ reply to \(answered.author) \(time(answered.sentAt))"
      },
      pendingMarker: message.isPending ? "pending" : ""
    )
  }

  private func time(_ date: Date) -> String {
    MessageText.time(date, now: now(), in: timeZone)
  }
}
