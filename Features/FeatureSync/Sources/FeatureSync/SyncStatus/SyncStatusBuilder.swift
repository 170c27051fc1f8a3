import CoreTerminal
import CoreVIPER

/// Assembles the sync status screen: view, presenter, interactor and router.
@MainActor
enum SyncStatusBuilder {
  /// A screen built with the callback to run when the nurse settles something on it.
  typealias SettlingScreen = @MainActor (_ onSettled: @escaping @MainActor () -> Void) -> Screen

  static func build(
    interactor: any SyncStatusInteracting,
    navigator: (any Navigating)?,
    styling: Styling,
    makeConflicts: @escaping SettlingScreen,
    makeRefused: @escaping SettlingScreen
  ) -> Screen {
    // The conflicts and refused screens tell the presenter when one is settled, so the counts
    // on the status screen are right when the nurse comes back; weak, as the screen owns it.
    weak var weakPresenter: SyncStatusPresenter?
    let reload: @MainActor () -> Void = {
      guard let presenter = weakPresenter else { return }
      Task { await presenter.handle(.reload) }
    }
    let router = SyncStatusRouter(
      navigator: navigator,
      makeConflicts: { makeConflicts(reload) },
      makeRefused: { makeRefused(reload) }
    )
    let presenter = SyncStatusPresenter(interactor: interactor, router: router)
    weakPresenter = presenter
    return TerminalView(layout: SyncStatusView(styling: styling), presenter: presenter)
  }
}
