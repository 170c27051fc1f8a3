import CoreHTTP
import CoreSync
import Foundation

extension MessageLibrary {
  // MARK: Sync

  /// Pushes this nurse's messages and read marks waiting in the outbox (oldest first), then
  /// pulls the team's messages and her read marks page by page.
  ///
  /// Run it after the patients' sync, so a patient reaches the server before her thread.
  ///
  /// - A message goes out exactly once: its outbox entry carries one `Idempotency-Key`, and
  ///   it leaves the outbox in the transaction that stores the server's copy (its sequence
  ///   number: no longer pending). A pulled copy of a pending message replaces it, never a
  ///   second copy. Read marks only move forward.
  /// - Throws `SyncError.temporary` (offline, timeout, 5xx: the outbox is intact and the sync
  ///   is safe to run again, exit 75) or `SyncError.unauthorized` (log in again, exit 77).
  ///   A change the server refuses (a patient it does not know, 404; a body it refuses, 422)
  ///   stays in the outbox with its `lastError` and does not stop the others.
  ///
  /// - Parameter client: the team server, with the nurse's bearer token.
  /// - Returns: what moved; `conflicts` is always 0 (messages and read marks never conflict)
  ///   and `pending` counts LibMessage's outbox entries still waiting.
  public func sync(using client: any HTTPClient) async throws -> SyncReport {
    try await requireSyncing.sync(using: client)
  }
}
