/// The sync status screen, ready to print: every string already formatted by the presenter.
struct SyncStatusViewData: Equatable, Sendable {
  enum Content: Equatable, Sendable {
    case loading
    case failed(message: String)
    case status(Fields)
  }

  /// The labelled lines of the status.
  struct Fields: Equatable, Sendable {
    /// The team server, or "not logged in".
    var server: String
    var nurse: String
    /// "3 changes waiting to be sent (patient 1, wound 2)", or "none".
    var pending: String
    /// "1 change refused by the server", or "none".
    var refused: String
    /// "2 fields to settle", or "none".
    var conflicts: String
    /// "1 change from the team waiting to apply", or "none".
    var parked: String
    /// "2025-06-15 14:02", or "never".
    var lastSync: String
    /// What to do next (log in, look at the refused changes), under the fields; nil when none.
    var hint: String?
  }

  /// The line about the sync the nurse started with `s`.
  enum SyncLine: Equatable, Sendable {
    case idle
    case syncing
    /// Syncing, and what it is doing: records, the photo's bytes, rate and time left, or a
    /// retry waiting.
    case progress(String)
    case succeeded(String)
    case failed(String)
  }

  var content: Content
  var syncLine: SyncLine
  /// Whether `s` starts a sync: the status is read and no sync is running (a missing login
  /// is read again when she presses it).
  var canSync: Bool
  /// Whether Enter or `c` opens the conflicts and `r` the refused changes: once the status
  /// is read, even with none.
  var canOpenLists: Bool

  static let loading = SyncStatusViewData(
    content: .loading,
    syncLine: .idle,
    canSync: false,
    canOpenLists: false
  )
}
