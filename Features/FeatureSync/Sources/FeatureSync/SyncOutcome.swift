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
  /// Conflicts open after the sync, waiting for the nurse to choose a side.
  public var conflicts: Int
  /// Changes still waiting to be sent (refused as invalid, or made during the sync).
  public var pending: Int

  /// - Parameters:
  ///   - pushed: changes sent and accepted.
  ///   - pulled: changes received from the team.
  ///   - conflicts: open conflicts after the sync.
  ///   - pending: changes still waiting to be sent.
  public init(pushed: Int, pulled: Int, conflicts: Int, pending: Int) {
    self.pushed = pushed
    self.pulled = pulled
    self.conflicts = conflicts
    self.pending = pending
  }
}
