import CoreVIPER

/// Sends the nurse back from the handover screen through the Navigator.
@MainActor
final class HandoverRouter: HandoverRouting {
  /// Weak: the Navigator owns the screens, not the other way round.
  weak var navigator: (any Navigating)?

  init(navigator: (any Navigating)?) {
    self.navigator = navigator
  }

  func route(to route: HandoverRoute) {
    switch route {
    case .back: navigator?.pop()
    }
  }
}
