import CoreVIPER
import Foundation
import LibMessage

/// Sends the nurse from a thread to the composer, or back.
@MainActor
final class ThreadRouter: ThreadRouting {
  /// Weak: the Navigator owns the screens, not the other way round.
  weak var navigator: (any Navigating)?
  private let makeCompose:
    @MainActor (_ replyTo: Message.ID?, _ onSent: @escaping @MainActor () -> Void) -> Screen
  /// Called when the composer sent a message: the thread reloads to show it, pending.
  var onSent: (@MainActor () -> Void)?

  init(
    navigator: (any Navigating)?,
    makeCompose:
      @escaping @MainActor (_ replyTo: Message.ID?, _ onSent: @escaping @MainActor () -> Void)
      -> Screen
  ) {
    self.navigator = navigator
    self.makeCompose = makeCompose
  }

  func route(to route: ThreadRoute) {
    switch route {
    case .compose(let replyTo):
      navigator?.push(makeCompose(replyTo) { [weak self] in self?.onSent?() })
    case .back:
      navigator?.pop()
    }
  }
}
