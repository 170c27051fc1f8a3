/// The sync status screen's window on the store's sync ledger and the app's sync closures.
struct SyncStatusInteractor: SyncStatusInteracting {
  let ledger: any SyncLedgerAccess
  let readStatus: @Sendable () async -> SyncStatusInfo?
  let runSync: SyncNow

  func status() async -> SyncStatusInfo? { await readStatus() }

  func summary() async throws -> SyncLedgerSummary { try await ledger.summary() }

  func syncNow(progress: @escaping @Sendable (SyncProgressInfo) -> Void) async -> SyncOutcome {
    await runSync(progress)
  }
}
