import CoreTerminal
import CoreVIPER
import Foundation

/// Assembles the conflicts screen: view, presenter, interactor and router.
@MainActor
enum ConflictsBuilder {
  static func build(
    ledger: any SyncLedgerAccess,
    navigator: (any Navigating)?,
    styling: Styling,
    timeZone: TimeZone,
    onResolved: @escaping @MainActor () -> Void
  ) -> Screen {
    let presenter = ConflictsPresenter(
      interactor: ConflictsInteractor(ledger: ledger),
      router: ConflictsRouter(navigator: navigator, onResolved: onResolved),
      timeZone: timeZone
    )
    return TerminalView(layout: ConflictsView(styling: styling), presenter: presenter)
  }
}
