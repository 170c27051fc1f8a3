/// What one sync moved and what waits, for `nurse sync --json` and the sync screen.
public struct SyncReport: Sendable, Equatable, Codable {
  /// Outbox entries the server accepted.
  public var pushed: Int
  /// Changes pulled from the team's change log and applied locally.
  public var pulled: Int
  /// Fields in conflict after the sync: the nurse chooses for each.
  public var conflicts: Int
  /// Outbox entries still waiting after the sync.
  public var pending: Int
  /// Changes the server refused, waiting for the nurse to retry or discard them.
  public var refused: Int
  /// Pulled changes this store could not apply yet, kept and retried at every pull.
  public var parked: Int

  /// A report with the counts given.
  public init(
    pushed: Int = 0,
    pulled: Int = 0,
    conflicts: Int = 0,
    pending: Int = 0,
    refused: Int = 0,
    parked: Int = 0
  ) {
    self.pushed = pushed
    self.pulled = pulled
    self.conflicts = conflicts
    self.pending = pending
    self.refused = refused
    self.parked = parked
  }
}

/// Why a sync stopped before the end. Neither case carries patient data.
public enum SyncError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Offline, a timeout or a 5xx: the outbox is intact, run the sync again later (exit 75).
  case temporary(reason: String)
  /// The server refused the token: log in again (exit 77).
  case unauthorized

  public var description: String {
    switch self {
    case .temporary(let reason): return "sync: the server cannot be reached now (\(reason))"
    case .unauthorized: return "sync: the server refused the login; log in again"
    }
  }
}
