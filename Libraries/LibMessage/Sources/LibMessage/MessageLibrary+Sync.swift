import CoreSync

extension MessageLibrary {
  /// The kinds of team record LibMessage keeps, for CoreSync's `SyncEngine` and `SyncLedger`:
  /// `message` (append-only: never edited, so never in conflict) and `readMark` (this
  /// library's nurse's own marks).
  ///
  /// A pulled message replaces this nurse's pending copy of it (same id: its sequence, no
  /// longer pending), never a second copy; a pulled read mark keeps the furthest of it and the
  /// one here; a tombstone deletes. A record of a patient this store does not hold is parked by
  /// CoreSync and applied once she arrives. List these after `PatientLibrary.syncedKinds`.
  ///
  /// ```swift
  /// let kinds = patients.syncedKinds + messages.syncedKinds
  /// let report = try await SyncEngine(store: store, client: client, kinds: kinds).sync()
  /// ```
  public var syncedKinds: [any SyncedKind] { MessageSync.kinds(nurse: nurse) }
}
