import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient
import LibWound

/// A patient's wounds: loads them, keeps the selection, opens or assesses the selected one.
@MainActor
final class WoundListPresenter: ViewPresenting {
  weak var view: (any ViewDisplaying<WoundListViewData>)?
  private let patientID: Patient.ID
  private let title: String
  private let interactor: any WoundListInteracting
  private let router: any WoundListRouting
  private let timeZone: TimeZone

  private var content = LoadState<[WoundListItem]>.loading
  private var selectedIndex = 0
  private var showsBodyMap = false

  init(
    patientID: Patient.ID,
    patientName: String,
    interactor: any WoundListInteracting,
    router: any WoundListRouting,
    timeZone: TimeZone
  ) {
    self.patientID = patientID
    self.title = "Wounds of \(patientName.visibleControls())"
    self.interactor = interactor
    self.router = router
    self.timeZone = timeZone
  }

  /// Returns once the wounds are loaded, so once-mode prints real rows.
  func start() async {
    await reload()
  }

  /// Reads the wounds again: at start and after an assessment was saved from the list.
  func reload() async {
    do {
      let items = try await interactor.wounds(of: patientID)
      // Open first whatever the library's order, keeping its order otherwise.
      let ordered =
        items.filter { $0.wound.status.isOpen } + items.filter { !$0.wound.status.isOpen }
      content = .loaded(ordered)
      selectedIndex = min(selectedIndex, max(0, ordered.count - 1))
    } catch {
      content = .failed("Could not read the wounds: \(readableMessage(for: error))")
    }
    display()
  }

  func handle(_ action: WoundListAction) async {
    switch action {
    case .move(let move): moveSelection(move)
    case .open(let id): router.route(to: .detail(id))
    case .assess(let id): router.route(to: .assess(id))
    case .addWound: router.route(to: .addWound)
    case .toggleBodyMap:
      guard case .loaded(let items) = content, !items.isEmpty else { return }
      showsBodyMap.toggle()
      display()
    case .back: router.route(to: .back)
    }
  }

  private func moveSelection(_ move: ListMove) {
    guard case .loaded(let items) = content, !items.isEmpty else { return }
    selectedIndex = move.index(from: selectedIndex, count: items.count)
    display()
  }

  private func display() {
    view?.display(viewData)
  }

  var viewData: WoundListViewData {
    switch content {
    case .loading:
      return .loading(title: title)
    case .failed(let message):
      return WoundListViewData(
        title: title,
        countLabel: "",
        content: .failed(message: message),
        selectedIndex: nil
      )
    case .loaded(let items) where items.isEmpty:
      return WoundListViewData(
        title: title,
        countLabel: "0 wounds",
        content: .empty(
          message: "No wounds recorded for this patient.",
          hint: "Press a to add one."
        ),
        selectedIndex: nil
      )
    case .loaded(let items):
      return WoundListViewData(
        title: title,
        countLabel: items.count == 1 ? "1 wound" : "\(items.count) wounds",
        content: .rows(items.map(row)),
        selectedIndex: selectedIndex,
        bodyMap: marks(items),
        showsBodyMap: showsBodyMap
      )
    }
  }

  /// The open wounds, numbered from 1 in the list's order (open ones come first).
  private func marks(_ items: [WoundListItem]) -> [BodyMapMark] {
    items.filter { $0.wound.status.isOpen }.enumerated().map { index, item in
      BodyMapMark(
        label: String(index + 1),
        site: item.wound.site,
        needsAttention: item.isOverdue || item.trajectory == .offTrack
          || item.isDeepInfectionSuspected,
        legend: WoundListText.type(item.wound.type, stage: item.wound.stage) + " "
          + WoundText.site(item.wound.site)
      )
    }
  }

  private func row(_ item: WoundListItem) -> WoundListViewData.Row {
    var flags: [String] = []
    if item.isOverdue { flags.append("OVERDUE") }
    if item.trajectory == .offTrack { flags.append("OFF TRACK") }
    let status = item.wound.status
    if !status.isOpen { flags.append(WoundListText.status(status)) }
    return WoundListViewData.Row(
      id: item.wound.id,
      shortID: String(item.wound.id.rawValue.uuidString.lowercased().prefix(8)),
      type: WoundListText.type(item.wound.type, stage: item.wound.stage),
      site: WoundText.site(item.wound.site),
      lastAssessed: item.lastAssessedAt.map { WoundText.day($0, in: timeZone) } ?? "never",
      area: item.lastArea?.description ?? WoundText.none,
      push: item.lastPush.map(String.init) ?? WoundText.none,
      flag: flags.joined(separator: "+"),
      needsAttention: item.isOverdue || item.trajectory == .offTrack
    )
  }
}
