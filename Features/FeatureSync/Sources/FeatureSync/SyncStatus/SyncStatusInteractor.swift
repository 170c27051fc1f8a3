import LibPatient

/// The sync status screen's window on LibPatient and on the app's sync closures.
struct SyncStatusInteractor: SyncStatusInteracting {
  let library: PatientLibrary
  let readStatus: @Sendable () async -> SyncStatusInfo?
  let runSync: @Sendable () async -> SyncOutcome

  init(
    library: PatientLibrary,
    status: @escaping @Sendable () async -> SyncStatusInfo?,
    syncNow: @escaping @Sendable () async -> SyncOutcome
  ) {
    self.library = library
    self.readStatus = status
    self.runSync = syncNow
  }

  func status() async -> SyncStatusInfo? { await readStatus() }

  func pendingChangeCount() async throws -> Int { try await library.pendingChangeCount() }

  func conflictCount() async throws -> Int { try await library.conflicts().count }

  func syncNow() async -> SyncOutcome { await runSync() }
}
