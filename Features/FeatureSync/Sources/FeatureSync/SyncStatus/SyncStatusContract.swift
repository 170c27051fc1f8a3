import LibPatient

/// What the sync status screen needs: the login, the local counts, and a way to sync.
protocol SyncStatusInteracting: Sendable {
  /// The server, nurse and last sync; `nil` when nobody is logged in.
  func status() async -> SyncStatusInfo?
  /// Changes in the outbox, waiting to be sent.
  func pendingChangeCount() async throws -> Int
  /// Conflicts waiting for the nurse to choose a side.
  func conflictCount() async throws -> Int
  /// Runs one sync and says how it ended; never throws, failures are an outcome.
  func syncNow() async -> SyncOutcome
}

/// Where the sync status screen can send the nurse.
@MainActor
protocol SyncStatusRouting: AnyObject {
  func route(to route: SyncStatusRoute)
}

enum SyncStatusRoute: Equatable, Sendable {
  case conflicts
  /// Back to the previous screen; on the root screen, out of the app.
  case back
}

/// What the nurse asked for on the sync status screen, whatever key she used.
enum SyncStatusAction: Equatable, Sendable {
  case syncNow
  case openConflicts
  case back
  /// The conflicts were settled elsewhere: read the counts again.
  case reload
}
