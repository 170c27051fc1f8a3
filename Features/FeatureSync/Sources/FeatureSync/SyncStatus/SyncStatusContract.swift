/// What the sync status screen needs: the login, the store's sync counts, and a way to sync.
protocol SyncStatusInteracting: Sendable {
  /// The server, nurse and last sync; `nil` when nobody is logged in.
  func status() async -> SyncStatusInfo?
  /// Pending changes of every kind, refused changes, conflicting fields, parked changes.
  func summary() async throws -> SyncLedgerSummary
  /// Runs one sync, telling `progress` what it is doing as it goes, and says how it ended;
  /// never throws, failures are an outcome.
  func syncNow(progress: @escaping @Sendable (SyncProgressInfo) -> Void) async -> SyncOutcome
}

/// Where the sync status screen can send the nurse.
@MainActor
protocol SyncStatusRouting: AnyObject {
  func route(to route: SyncStatusRoute)
}

enum SyncStatusRoute: Equatable, Sendable {
  case conflicts
  case refused
  /// Back to the previous screen; on the root screen, out of the app.
  case back
}

/// What the nurse asked for on the sync status screen, whatever key she used.
enum SyncStatusAction: Equatable, Sendable {
  case syncNow
  case openConflicts
  case openRefused
  case back
  /// A conflict or refused change was settled on another screen: read the counts again.
  case reload
}
