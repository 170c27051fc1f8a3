import CoreVIPER

/// Sends the nurse from the Wound Photos screen elsewhere through the Navigator.
@MainActor
final class WoundPhotosRouter: WoundPhotosRouting {
  /// Weak: the Navigator owns the screens, not the other way round.
  weak var navigator: (any Navigating)?

  init(navigator: (any Navigating)?) {
    self.navigator = navigator
  }

  func route(to route: WoundPhotosRoute) {
    switch route {
    case .back: navigator?.pop()
    }
  }
}
