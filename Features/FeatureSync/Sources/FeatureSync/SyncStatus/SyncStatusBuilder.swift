import CoreTerminal
import CoreVIPER

/// Assembles the sync status screen: view, presenter, interactor and router.
@MainActor
enum SyncStatusBuilder {
  static func build(
    interactor: any SyncStatusInteracting,
    navigator: (any Navigating)?,
    styling: Styling,
    makeConflicts: @escaping @MainActor (_ onResolved: @escaping @MainActor () -> Void) -> Screen
  ) -> Screen {
    // The conflicts screen tells the presenter when one is settled, so the count on the
    // status screen is right when the nurse comes back; weak, as the screen owns it.
    weak var weakPresenter: SyncStatusPresenter?
    let router = SyncStatusRouter(
      navigator: navigator,
      makeConflicts: {
        makeConflicts {
          guard let presenter = weakPresenter else { return }
          Task { await presenter.handle(.reload) }
        }
      }
    )
    let presenter = SyncStatusPresenter(interactor: interactor, router: router)
    weakPresenter = presenter
    let view = TerminalView<SyncStatusView, SyncStatusPresenter>(
      layout: SyncStatusView(styling: styling),
      initial: presenter.viewData
    )
    view.presenter = presenter
    presenter.view = view
    return view
  }
}
