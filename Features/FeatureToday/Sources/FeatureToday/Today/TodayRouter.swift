import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient

/// Sends the nurse from the round to a patient, to her visit sheet, to every patient or the
/// search for one, to another flow's screen (`Crossing`: sync, messages, alerts), or out.
@MainActor
final class TodayRouter: TodayRouting {
  /// Weak: the Navigator owns the screens, not the other way round.
  weak var navigator: (any Navigating)?
  private let openPatient: (@MainActor (Patient.ID, String) -> Screen)?
  private let openPatients: (@MainActor () -> Screen)?
  private let openSearch: (@MainActor () -> Screen)?
  private let crossings: [Crossing]
  private let visitSheet: (@MainActor (VisitSheetPatient) -> Screen)?
  private let openHandover: (@MainActor () -> Screen)?
  /// Called when a screen pushed from the round is left: the round reads the store again.
  var onReturn: (@MainActor () -> Void)?

  init(
    navigator: (any Navigating)?,
    openPatient: (@MainActor (Patient.ID, String) -> Screen)?,
    openPatients: (@MainActor () -> Screen)?,
    openSearch: (@MainActor () -> Screen)? = nil,
    crossings: [Crossing] = [],
    visitSheet: (@MainActor (VisitSheetPatient) -> Screen)? = nil,
    openHandover: (@MainActor () -> Screen)? = nil
  ) {
    self.navigator = navigator
    self.openPatient = openPatient
    self.openPatients = openPatients
    self.openSearch = openSearch
    self.crossings = crossings
    self.visitSheet = visitSheet
    self.openHandover = openHandover
  }

  func route(to route: TodayRoute) {
    switch route {
    case .patient(let id, let name):
      guard let screen = openPatient?(id, name) else { return }
      push(screen)
    case .patients:
      guard let screen = openPatients?() else { return }
      push(screen)
    case .search:
      guard let screen = openSearch?() else { return }
      push(screen)
    case .visitSheet(let patient):
      guard let screen = visitSheet?(patient) else { return }
      push(screen)
    case .crossing(let key):
      guard let crossing = crossings.first(where: { $0.key == key }) else { return }
      push(crossing.screen())
    case .handover:
      guard let screen = openHandover?() else { return }
      push(screen)
    case .back: navigator?.pop()
    }
  }

  private func push(_ screen: Screen) {
    navigator?.push(LeaveNotifyingScreen(screen) { [weak self] in self?.onReturn?() })
  }
}
