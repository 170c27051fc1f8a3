import CoreVIPER

/// Sends the nurse from the sync status to the conflicts or the refused changes, or back.
@MainActor
final class SyncStatusRouter: SyncStatusRouting {
  /// Weak: the Navigator owns the screens, not the other way round.
  weak var navigator: (any Navigating)?
  private let makeConflicts: @MainActor () -> Screen
  private let makeRefused: @MainActor () -> Screen

  init(
    navigator: (any Navigating)?,
    makeConflicts: @escaping @MainActor () -> Screen,
    makeRefused: @escaping @MainActor () -> Screen
  ) {
    self.navigator = navigator
    self.makeConflicts = makeConflicts
    self.makeRefused = makeRefused
  }

  func route(to route: SyncStatusRoute) {
    switch route {
    case .conflicts: navigator?.push(makeConflicts())
    case .refused: navigator?.push(makeRefused())
    case .back: navigator?.pop()
    }
  }
}
