import Foundation

/// What the sync screens read and settle in the nurse's store: the counts, the conflicting
/// fields and the refused changes.
///
/// The app implements it over the sync engine's ledger and maps its types into this module's
/// plain ones, so FeatureSync depends on neither the sync engine nor the store.
public protocol SyncLedgerAccess: Sendable {
  /// Pending (per kind), refused, conflicts and parked.
  func summary() async throws -> SyncLedgerSummary
  /// The fields in conflict, oldest first.
  func conflicts() async throws -> [SyncConflictItem]
  /// Settles one conflicting field; no other field moves.
  func resolve(_ conflictID: UUID, keep side: SyncConflictSide) async throws
  /// The refused changes, oldest first.
  func refused() async throws -> [RefusedChangeItem]
  /// Puts a refused change back in the outbox, sent again at the next sync.
  func retry(_ refusedID: Int64) async throws
  /// Drops a refused change; the record returns to what the server holds.
  func discard(_ refusedID: Int64) async throws
}
