import Foundation

/// The conflicts screen's window on the store's sync ledger.
struct ConflictsInteractor: ConflictsInteracting {
  let ledger: any SyncLedgerAccess

  func conflicts() async throws -> [SyncConflictItem] {
    try await ledger.conflicts()
  }

  func resolve(_ id: UUID, keep side: SyncConflictSide) async throws {
    try await ledger.resolve(id, keep: side)
  }
}
