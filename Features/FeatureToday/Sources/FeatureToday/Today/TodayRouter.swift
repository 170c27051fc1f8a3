import CoreTerminal
import CoreVIPER
import Foundation

/// Sends the nurse from the round to a patient, to every patient, or out.
@MainActor
final class TodayRouter: TodayRouting {
  /// Weak: the Navigator owns the screens, not the other way round.
  weak var navigator: (any Navigating)?
  private let openPatient: (@MainActor (UUID, String) -> Screen)?
  private let openPatients: (@MainActor () -> Screen)?
  /// Called when a screen pushed from the round is left: the round reads the store again.
  var onReturn: (@MainActor () -> Void)?

  init(
    navigator: (any Navigating)?,
    openPatient: (@MainActor (UUID, String) -> Screen)?,
    openPatients: (@MainActor () -> Screen)?
  ) {
    self.navigator = navigator
    self.openPatient = openPatient
    self.openPatients = openPatients
  }

  func route(to route: TodayRoute) {
    switch route {
    case .patient(let id, let name):
      guard let screen = openPatient?(id, name) else { return }
      push(screen)
    case .patients:
      guard let screen = openPatients?() else { return }
      push(screen)
    case .back: navigator?.pop()
    }
  }

  private func push(_ screen: Screen) {
    navigator?.push(LeaveNotifyingScreen(screen) { [weak self] in self?.onReturn?() })
  }
}
