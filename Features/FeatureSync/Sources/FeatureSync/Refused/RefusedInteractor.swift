/// The refused-changes screen's window on the store's sync ledger.
struct RefusedInteractor: RefusedInteracting {
  let ledger: any SyncLedgerAccess

  func refused() async throws -> [RefusedChangeItem] { try await ledger.refused() }

  func retry(_ id: Int64) async throws { try await ledger.retry(id) }

  func discard(_ id: Int64) async throws { try await ledger.discard(id) }
}
