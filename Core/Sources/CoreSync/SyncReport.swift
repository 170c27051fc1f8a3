/// What one sync moved, for `nurse sync --json` and the sync screen.
public struct SyncReport: Sendable, Equatable, Codable {
  /// Outbox entries the server accepted.
  public var pushed: Int
  /// Changes pulled from the feeds and applied locally.
  public var pulled: Int
  /// Conflicts: local changes set aside because the server had a newer version.
  public var conflicts: Int
  /// Outbox entries still waiting after the sync (refused ones included).
  public var pending: Int

  public init(pushed: Int = 0, pulled: Int = 0, conflicts: Int = 0, pending: Int = 0) {
    self.pushed = pushed
    self.pulled = pulled
    self.conflicts = conflicts
    self.pending = pending
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
