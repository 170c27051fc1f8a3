import CoreTerminal
import CoreVIPER
import Foundation
import LibWound

/// The wounds that need the nurse: loads them, keeps the selection on its wound (not its row)
/// when they are read again, opens the selected one.
@MainActor
final class WoundAlertsPresenter: ViewPresenting {
  weak var view: (any ViewDisplaying<WoundAlertsViewData>)?
  private let interactor: any WoundAlertsInteracting
  private let router: any WoundOpeningRouting
  private let timeZone: TimeZone

  private var state = LoadState<[WoundAlertItem]>.loading
  private var selectedID: Wound.ID?

  init(interactor: any WoundAlertsInteracting, router: any WoundOpeningRouting, timeZone: TimeZone)
  {
    self.interactor = interactor
    self.router = router
    self.timeZone = timeZone
  }

  /// Returns once the alerts are shown (or have failed).
  func start() async {
    await reload()
  }

  /// Reads the alerts again: a wound assessed from here may no longer need attention.
  func reload() async {
    do {
      state = .loaded(try await interactor.alerts())
    } catch {
      state = .failed("Could not read the wounds: \(readableMessage(for: error))")
    }
    view?.display(viewData)
  }

  func handle(_ action: WoundAlertsAction) async {
    if action == .back { return router.route(to: .back) }
    guard case .loaded(let items) = state, let index = selectedIndex(items) else { return }
    switch action {
    case .move(let move):
      selectedID = items[move.index(from: index, count: items.count)].summary.wound.id
      view?.display(viewData)
    case .open:
      router.route(to: .wound(items[index].summary.wound.id))
    case .back:
      break
    }
  }

  private func selectedIndex(_ items: [WoundAlertItem]) -> Int? {
    guard !items.isEmpty else { return nil }
    return items.firstIndex { $0.summary.wound.id == selectedID } ?? 0
  }

  var viewData: WoundAlertsViewData {
    switch state {
    case .loading: return .loading
    case .failed(let message): return WoundAlertsViewData(content: .failed(message: message))
    case .loaded(let items):
      guard let selected = selectedIndex(items) else {
        return WoundAlertsViewData(
          content: .empty(message: WoundAlertsViewData.nothingNeedsAttention)
        )
      }
      return WoundAlertsViewData(content: .rows(items.map(row)), selectedIndex: selected)
    }
  }

  private func row(_ item: WoundAlertItem) -> WoundAlertsViewData.Row {
    let summary = item.summary
    var why: [String] = []
    // First, what to do first: a row cut short still says it (LibWound's words).
    if summary.isDeepInfectionSuspected {
      why.append(InfectionVerdict.deepInfectionSuspected.actionFirst)
    }
    if summary.isOverdue { why.append("overdue") }
    if summary.trajectory == .offTrack { why.append("off track") }
    if summary.isABPIDue { why.append("ABPI due") }
    return WoundAlertsViewData.Row(
      patient: item.patientName?.visibleControls()
        ?? WoundText.shortID(summary.wound.patientID),
      wound: WoundText.title(summary.wound),
      lastAssessed: summary.lastAssessedAt.map { WoundText.day($0, in: timeZone) } ?? "never",
      why: why.joined(separator: "; ")
    )
  }
}
