import CoreVIPER

/// Takes the nurse back from the conflicts, and tells the screen below when one is settled.
@MainActor
final class ConflictsRouter: ConflictsRouting {
  /// Weak: the Navigator owns the screens, not the other way round.
  weak var navigator: (any Navigating)?
  private let onResolved: @MainActor () -> Void

  init(navigator: (any Navigating)?, onResolved: @escaping @MainActor () -> Void = {}) {
    self.navigator = navigator
    self.onResolved = onResolved
  }

  func route(to route: ConflictsRoute) {
    switch route {
    case .resolved: onResolved()
    case .back: navigator?.pop()
    }
  }
}
