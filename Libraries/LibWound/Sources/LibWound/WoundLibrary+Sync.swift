import CoreHTTP
import CoreSync
import Foundation

extension WoundLibrary {
  // MARK: Sync

  /// Pushes the nurse's wounds, assessments and photos waiting in the outbox, oldest first
  /// (so a wound reaches the server before its assessments, and an assessment before its
  /// photos), then pulls the team's wounds, assessments and photos page by page.
  ///
  /// Call it after `PatientLibrary.sync(using:)`: a wound needs its patient on the server, and
  /// a pulled wound is kept only under a patient the store holds.
  ///
  /// - A photo's bytes are uploaded only when the server does not have them yet (asked by
  ///   their SHA-256); a pulled photo's bytes are downloaded and checked against their hash,
  ///   so the nurse has them offline.
  /// - A wound opened then healed before the first sync goes out as the create, then the
  ///   status change on the version the create got.
  /// - A status change another nurse overtook (the server answers 412) is not lost: the
  ///   server's wound goes into the store with the nurse's status on top, queued again on
  ///   the server's version and sent in the same sync.
  /// - A pulled wound does not replace one with a change still waiting to be pushed.
  /// - Throws `SyncError.temporary` (offline, timeout, 5xx: the outbox is intact and the sync
  ///   is safe to run again, exit 75) or `SyncError.unauthorized` (log in again, exit 77).
  ///   A change the server refuses as invalid stays in the outbox with its `lastError` and
  ///   does not stop the others.
  ///
  /// - Parameter client: the team server, with the nurse's bearer token.
  /// - Returns: what moved. `conflicts` is always 0: no wound change is set aside for the
  ///   nurse to settle. `pending` counts LibWound's outbox entries still waiting.
  public func sync(using client: any HTTPClient) async throws -> SyncReport {
    try await context.syncing.sync(using: client)
  }
}
