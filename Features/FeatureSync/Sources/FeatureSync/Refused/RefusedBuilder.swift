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
    return TerminalView(layout: RefusedView(styling: styling), presenter: presenter)
  }
}
