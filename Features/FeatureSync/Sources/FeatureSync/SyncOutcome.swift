/// How a sync started from the sync status screen ended.
///
/// The app maps its sync report and sync errors into it, so that the screen needs neither
/// the HTTP nor the sync modules.
public enum SyncOutcome: Equatable, Sendable {
  /// The sync ran to the end and moved these.
  case synced(SyncCounts)
  /// The sync stopped; `message` tells the nurse what it means for her and what to do,
  /// e.g. `offline: nothing was lost` or `log in again`.
  case failed(message: String)
}

/// What a finished sync moved, and what is left.
public struct SyncCounts: Equatable, Sendable {
  /// Changes of this device the server took.
  public var pushed: Int
  /// Changes from the team written into this device's store.
  public var pulled: Int
  /// Fields in conflict after the sync, waiting for the nurse to choose a side.
  public var conflicts: Int
  /// Changes still waiting to be sent (made during the sync).
  public var pending: Int
  /// Changes the server refused, waiting for the nurse to retry or discard them.
  public var refused: Int

  /// - Parameters:
  ///   - pushed: changes sent and accepted.
  ///   - pulled: changes received from the team.
  ///   - conflicts: fields in conflict after the sync.
  ///   - pending: changes still waiting to be sent.
  ///   - refused: changes the server refused.
  public init(pushed: Int, pulled: Int, conflicts: Int, pending: Int, refused: Int = 0) {
    self.pushed = pushed
    self.pulled = pulled
    self.conflicts = conflicts
    self.pending = pending
    self.refused = refused
  }
}
