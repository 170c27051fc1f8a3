import CoreVIPER
import Foundation

/// Sends the nurse from a wound to a form about it (assess, correct, heal, close), or back.
@MainActor
final class WoundDetailRouter: WoundDetailRouting {
  /// Weak: the Navigator owns the screens, not the other way round.
  weak var navigator: (any Navigating)?
  private let makeScreen: @MainActor (WoundDetailDestination) -> Screen

  init(
    navigator: (any Navigating)?,
    makeScreen: @escaping @MainActor (WoundDetailDestination) -> Screen
  ) {
    self.navigator = navigator
    self.makeScreen = makeScreen
  }

  func route(to route: WoundDetailRoute) {
    switch route {
    case .open(let destination): navigator?.push(makeScreen(destination))
    case .back: navigator?.pop()
    }
  }
}
