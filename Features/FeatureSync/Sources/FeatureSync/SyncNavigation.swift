import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient

/// The sync flow's screens: the sync status and the conflicts a sync left to settle.
///
/// The screens never talk to the server themselves: the app hands in what it knows of the
/// login (`status`) and a way to run a sync (`syncNow`), built from its HTTP client, so this
/// module depends on neither HTTP nor the sync engine.
///
/// ```swift
/// let sync = SyncNavigation(
///   library: library,
///   navigator: navigator,
///   status: { await session.statusInfo() },
///   syncNow: { await session.syncAndReport() }
/// )
/// navigator.push(sync.syncStatus())
/// ```
///
/// Every screen's `start()` returns once its data is loaded, so once-mode can await it and
/// print `render(size:)` straight away.
@MainActor
public final class SyncNavigation {
  private let library: PatientLibrary
  /// Weak: the app owns the Navigator, and the Navigator owns the screens built here.
  private weak var navigator: (any Navigating)?
  private let status: @Sendable () async -> SyncStatusInfo?
  private let syncNow: @Sendable () async -> SyncOutcome
  private let styling: Styling
  private let timeZone: TimeZone

  /// - Parameters:
  ///   - library: the patients' facade: pending changes, conflicts and their resolution.
  ///   - navigator: where the screens push the next screen or go back. Held weakly, as the
  ///     Navigator owns the screens: the app keeps it alive while the screens run.
  ///   - status: the server, the nurse and the last sync; `nil` when nobody is logged in.
  ///   - syncNow: runs one sync against the team server and says how it ended. Called when
  ///     the nurse presses `s`.
  ///   - styling: ANSI or plain text; by default plain unless stdout is a terminal without
  ///     `NO_COLOR`.
  ///   - timeZone: the nurse's time zone, in which the time of a conflict is shown.
  public init(
    library: PatientLibrary,
    navigator: any Navigating,
    status: @escaping @Sendable () async -> SyncStatusInfo?,
    syncNow: @escaping @Sendable () async -> SyncOutcome,
    styling: Styling = .detect(),
    timeZone: TimeZone = .current
  ) {
    self.library = library
    self.navigator = navigator
    self.status = status
    self.syncNow = syncNow
    self.styling = styling
    self.timeZone = timeZone
  }

  /// The server, the nurse, the changes waiting, the open conflicts and the last sync;
  /// `s` syncs now, Enter or `c` opens the conflicts.
  public func syncStatus() -> Screen {
    SyncStatusBuilder.build(
      interactor: SyncStatusInteractor(library: library, status: status, syncNow: syncNow),
      navigator: navigator,
      styling: styling,
      makeConflicts: { onResolved in self.conflicts(onResolved: onResolved) }
    )
  }

  /// The open conflicts, each with what differs between the nurse's version and the
  /// server's; `m` keeps hers, `t` keeps theirs.
  public func conflictList() -> Screen {
    conflicts(onResolved: {})
  }

  private func conflicts(onResolved: @escaping @MainActor () -> Void) -> Screen {
    ConflictsBuilder.build(
      library: library,
      navigator: navigator,
      styling: styling,
      timeZone: timeZone,
      onResolved: onResolved
    )
  }
}
