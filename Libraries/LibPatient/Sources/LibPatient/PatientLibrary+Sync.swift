import CoreHTTP
import CoreSync
import Foundation

extension PatientLibrary {
  // MARK: Sync commands and queries

  /// Pushes the nurse's patients and Braden assessments waiting in the outbox (patients
  /// first, oldest first), then pulls the team's patients and assessments page by page.
  ///
  /// - A change another nurse made first is not lost: the server's version goes into the
  ///   store and the nurse's change into `conflicts()`. A patient created and then edited
  ///   before the first sync goes out as the create, then the edits on the version the
  ///   create got.
  /// - A pulled patient does not replace one with a change still waiting to be pushed.
  /// - Throws `SyncError.temporary` (offline, timeout, 5xx: the outbox is intact and the sync
  ///   is safe to run again, exit 75) or `SyncError.unauthorized` (log in again, exit 77).
  ///   A change the server refuses as invalid stays in the outbox with its `lastError` and
  ///   does not stop the others.
  ///
  /// - Parameter client: the team server, with the nurse's bearer token.
  /// - Returns: what moved; `conflicts` counts the open conflicts after the sync and
  ///   `pending` the outbox entries still waiting.
  public func sync(using client: any HTTPClient) async throws -> SyncReport {
    try await requireSyncing.sync(using: client)
  }

  /// The open conflicts, oldest first: changes the server refused because a colleague
  /// changed the patient first.
  public func conflicts() async throws -> [PatientConflict] {
    try await requireSyncing.conflicts()
  }

  /// Settles a conflict. `.mine` stores the nurse's version and queues it as an update on
  /// top of the server's version (sent at the next sync); `.theirs` keeps the server's version
  /// already in the store and drops her change. Throws `ConflictNotFound`.
  public func resolveConflict(_ id: UUID, keep side: ConflictResolution) async throws {
    try await requireSyncing.resolve(id, keep: side)
  }
}
