import CoreTerminal
import CoreVIPER
import Foundation

/// The sync flow's screens: the sync status, the conflicting fields and the refused changes.
///
/// The screens never talk to the server or the store's sync tables themselves: the app hands
/// in its ledger (`SyncLedgerAccess`, mapped into this module's plain types), what it knows of
/// the login (`status`) and a way to run a sync (`syncNow`), so this module depends on
/// neither HTTP nor the sync engine.
///
/// ```swift
/// let sync = SyncNavigation(
///   ledger: AppSyncLedger(store: store, kinds: kinds),
///   navigator: navigator,
///   status: { await session.statusInfo() },
///   syncNow: { progress in await session.syncAndReport(watch: progress) }
/// )
/// navigator.push(sync.syncStatus())
/// ```
///
/// Every screen's `start()` returns once its data is loaded, so once-mode can await it and
/// print `render(size:)` straight away.
@MainActor
public final class SyncNavigation {
  private let ledger: any SyncLedgerAccess
  /// Weak: the app owns the Navigator, and the Navigator owns the screens built here.
  private weak var navigator: (any Navigating)?
  private let status: @Sendable () async -> SyncStatusInfo?
  private let syncNow: SyncNow
  private let styling: Styling
  private let timeZone: TimeZone

  /// - Parameters:
  ///   - ledger: the store's sync counts, conflicting fields and refused changes, and
  ///     settling them.
  ///   - navigator: where the screens push the next screen or go back. Held weakly, as the
  ///     Navigator owns the screens: the app keeps it alive while the screens run.
  ///   - status: the server, the nurse and the last sync; `nil` when nobody is logged in.
  ///     Read whenever a screen needs it (its start, `s`), so a login or a logout made in
  ///     another terminal counts at once.
  ///   - syncNow: runs one sync against the team server, telling the closure it is given
  ///     what it is doing as it goes, and says how it ended. Called when the nurse presses
  ///     `s`, and `r` on a refused change.
  ///   - styling: ANSI or plain text; by default plain unless stdout is a terminal without
  ///     `NO_COLOR`.
  ///   - timeZone: the nurse's time zone, in which times are shown.
  public init(
    ledger: any SyncLedgerAccess,
    navigator: any Navigating,
    status: @escaping @Sendable () async -> SyncStatusInfo?,
    syncNow: @escaping SyncNow,
    styling: Styling = .detect(),
    timeZone: TimeZone = .current
  ) {
    self.ledger = ledger
    self.navigator = navigator
    self.status = status
    self.syncNow = syncNow
    self.styling = styling
    self.timeZone = timeZone
  }

  /// The server, the nurse, the changes waiting (of every kind), refused, in conflict and
  /// parked, and the last sync; `s` syncs now, Enter or `c` opens the conflicts, `r` the
  /// refused changes.
  public func syncStatus() -> Screen {
    SyncStatusBuilder.build(
      interactor: SyncStatusInteractor(ledger: ledger, readStatus: status, runSync: syncNow),
      navigator: navigator,
      styling: styling,
      makeConflicts: { onSettled in self.conflicts(onSettled: onSettled) },
      makeRefused: { onSettled in self.refused(onSettled: onSettled) }
    )
  }

  /// The fields in conflict, named by patient, record and field, hers and the team's value
  /// side by side; `m` keeps hers, `t` the team's after a yes, for the selected field only.
  public func conflictList() -> Screen {
    conflicts(onSettled: {})
  }

  /// The changes the server refused, whose record each is and the server's reason in words;
  /// `r` sends one again at once (a sync), `d` discards it after a yes.
  public func refusedList() -> Screen {
    refused(onSettled: {})
  }

  private func conflicts(onSettled: @escaping @MainActor () -> Void) -> Screen {
    ConflictsBuilder.build(
      ledger: ledger,
      navigator: navigator,
      styling: styling,
      timeZone: timeZone,
      onResolved: onSettled
    )
  }

  private func refused(onSettled: @escaping @MainActor () -> Void) -> Screen {
    RefusedBuilder.build(
      ledger: ledger,
      syncNow: { [syncNow] in await syncNow { _ in } },
      navigator: navigator,
      styling: styling,
      timeZone: timeZone,
      onSettled: onSettled
    )
  }
}
