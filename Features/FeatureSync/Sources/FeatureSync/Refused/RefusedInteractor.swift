/// The refused-changes screen's window on the store's sync ledger and the app's sync.
struct RefusedInteractor: RefusedInteracting {
  let ledger: any SyncLedgerAccess
  let runSync: @Sendable () async -> SyncOutcome

  func refused() async throws -> [RefusedChangeItem] { try await ledger.refused() }

  func retry(_ id: Int64) async throws { try await ledger.retry(id) }

  func discard(_ id: Int64) async throws { try await ledger.discard(id) }

  func summary() async throws -> SyncLedgerSummary { try await ledger.summary() }

  func syncNow() async -> SyncOutcome { await runSync() }
}
