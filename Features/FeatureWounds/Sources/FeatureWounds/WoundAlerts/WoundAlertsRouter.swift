import CoreVIPER
import Foundation

/// Sends the nurse from the alerts to a wound's detail, or back.
@MainActor
final class WoundAlertsRouter: WoundAlertsRouting {
  /// Weak: the Navigator owns the screens, not the other way round.
  weak var navigator: (any Navigating)?
  private let makeDetail: @MainActor (UUID, _ onChanged: @escaping @MainActor () -> Void) -> Screen
  /// Called when the wound opened from here was assessed, healed or closed: the alerts are
  /// read again.
  var onChanged: (@MainActor () -> Void)?

  init(
    navigator: (any Navigating)?,
    makeDetail: @escaping @MainActor (UUID, _ onChanged: @escaping @MainActor () -> Void) -> Screen
  ) {
    self.navigator = navigator
    self.makeDetail = makeDetail
  }

  func route(to route: WoundAlertsRoute) {
    switch route {
    case .wound(let id): navigator?.push(makeDetail(id) { [weak self] in self?.onChanged?() })
    case .back: navigator?.pop()
    }
  }
}
