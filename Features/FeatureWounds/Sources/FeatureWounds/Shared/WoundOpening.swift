import CoreVIPER
import Foundation
import LibWound

/// Where a list of wounds across patients (the alerts, the caseload) can send the nurse.
@MainActor
protocol WoundOpeningRouting: AnyObject {
  func route(to route: WoundOpeningRoute)
}

/// A wound's detail, or back.
enum WoundOpeningRoute: Equatable, Sendable {
  case wound(Wound.ID)
  case back
}

/// Sends the nurse from a list of wounds to a wound's detail, or back: one router for every
/// such list.
@MainActor
final class WoundOpeningRouter: WoundOpeningRouting {
  /// Weak: the Navigator owns the screens, not the other way round.
  weak var navigator: (any Navigating)?
  private let makeDetail:
    @MainActor (Wound.ID, _ onChanged: @escaping @MainActor () -> Void) -> Screen
  /// Called when the wound opened from the list was assessed, healed, closed or edited: the
  /// list is read again.
  var onChanged: (@MainActor () -> Void)?

  init(
    navigator: (any Navigating)?,
    makeDetail:
      @escaping @MainActor (Wound.ID, _ onChanged: @escaping @MainActor () -> Void) -> Screen
  ) {
    self.navigator = navigator
    self.makeDetail = makeDetail
  }

  func route(to route: WoundOpeningRoute) {
    switch route {
    case .wound(let id): navigator?.push(makeDetail(id) { [weak self] in self?.onChanged?() })
    case .back: navigator?.pop()
    }
  }
}
