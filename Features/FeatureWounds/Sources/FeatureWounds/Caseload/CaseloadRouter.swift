import CoreVIPER
import Foundation

/// Sends the lead from the caseload to a wound's detail, or back.
@MainActor
final class CaseloadRouter: CaseloadRouting {
  /// Weak: the Navigator owns the screens, not the other way round.
  weak var navigator: (any Navigating)?
  private let makeDetail: @MainActor (UUID, _ onChanged: @escaping @MainActor () -> Void) -> Screen
  /// Called when the wound opened from here changed: the caseload is read again.
  var onChanged: (@MainActor () -> Void)?

  init(
    navigator: (any Navigating)?,
    makeDetail: @escaping @MainActor (UUID, _ onChanged: @escaping @MainActor () -> Void) -> Screen
  ) {
    self.navigator = navigator
    self.makeDetail = makeDetail
  }

  func route(to route: CaseloadRoute) {
    switch route {
    case .wound(let id): navigator?.push(makeDetail(id) { [weak self] in self?.onChanged?() })
    case .back: navigator?.pop()
    }
  }
}
