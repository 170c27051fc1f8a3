import CoreVIPER

/// Takes the nurse back from the refused changes, and tells the screen below when one is
/// retried or discarded.
@MainActor
final class RefusedRouter: RefusedRouting {
  /// Weak: the Navigator owns the screens, not the other way round.
  weak var navigator: (any Navigating)?
  private let onSettled: @MainActor () -> Void

  init(navigator: (any Navigating)?, onSettled: @escaping @MainActor () -> Void = {}) {
    self.navigator = navigator
    self.onSettled = onSettled
  }

  func route(to route: RefusedRoute) {
    switch route {
    case .settled: onSettled()
    case .back: navigator?.pop()
    }
  }
}
