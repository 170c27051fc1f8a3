import CoreTerminal
import CoreVIPER
import Foundation

/// Assembles the refused-changes screen: view, presenter, interactor and router.
@MainActor
enum RefusedBuilder {
  static func build(
    ledger: any SyncLedgerAccess,
    syncNow: @escaping @Sendable () async -> SyncOutcome,
    navigator: (any Navigating)?,
    styling: Styling,
    timeZone: TimeZone,
    onSettled: @escaping @MainActor () -> Void
  ) -> Screen {
    let presenter = RefusedPresenter(
      interactor: RefusedInteractor(ledger: ledger, runSync: syncNow),
      router: RefusedRouter(navigator: navigator, onSettled: onSettled),
      timeZone: timeZone
    )
    let view = TerminalView<RefusedView, RefusedPresenter>(
      layout: RefusedView(styling: styling),
      initial: presenter.viewData
    )
    view.presenter = presenter
    presenter.view = view
    return view
  }
}
