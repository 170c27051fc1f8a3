import CoreVIPER

/// Leaves the composer, telling the thread underneath when a message was sent.
@MainActor
final class ComposeRouter: ComposeRouting {
  /// Weak: the Navigator owns the screens, not the other way round.
  weak var navigator: (any Navigating)?
  private let onSent: @MainActor () -> Void

  init(navigator: (any Navigating)?, onSent: @escaping @MainActor () -> Void = {}) {
    self.navigator = navigator
    self.onSent = onSent
  }

  func route(to route: ComposeRoute) {
    navigator?.pop()
    if route == .sent { onSent() }
  }
}
