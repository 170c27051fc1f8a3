import CoreDatabase
import CoreHTTP
import CoreSync
import CoreVIPER
import FeatureSync
import Foundation
import LibMessage
import LibPatient
import LibWound

/// One sync, as `nurse sync` and the sync screen both run it: the saved login, each library's
/// push and pull, parents first, and the time of the last successful sync.
extension AppEnvironment {
  nonisolated static func syncOnce(
    store: Store,
    patients: PatientLibrary,
    wounds: WoundLibrary
  ) async throws -> SyncReport {
    var session = try SessionStore.current()
    let client = SessionStore.client(for: session)
    // A library that throws stops the sync, so a child never reaches the server before its
    // parent: patients first, then their wounds (with assessments and photos), then messages.
    var report = try await patients.sync(using: client)
    report.add(try await wounds.sync(using: client))
    let messages = MessageLibrary.live(store: store, nurse: session.username)
    report.add(try await messages.sync(using: client))
    session.lastSyncAt = Date()
    try SessionFile.standard().save(session)
    return report
  }

  /// Every library's changes still waiting in the outbox.
  func pendingChangeCount() async throws -> Int {
    try await store.writer.read { try Outbox.count(in: $0) }
  }

  /// The sync screens, reached with `s` from the patient list.
  func syncNavigation(navigator: any Navigating) -> SyncNavigation {
    let patients = self.patients
    let wounds = self.wounds
    let store = self.store
    return SyncNavigation(
      library: patients,
      navigator: navigator,
      status: {
        guard let session = try? SessionFile.standard().load() else { return nil }
        return SyncStatusInfo(
          server: session.server.absoluteString,
          nurse: session.username,
          lastSync: session.lastSyncAt.map(JSONOutput.timestamp)
        )
      },
      syncNow: {
        do {
          let report = try await AppEnvironment.syncOnce(
            store: store,
            patients: patients,
            wounds: wounds
          )
          return .synced(
            SyncCounts(
              pushed: report.pushed,
              pulled: report.pulled,
              conflicts: report.conflicts,
              pending: report.pending
            )
          )
        } catch {
          return .failed(message: CommandFailure.describe(error).1)
        }
      }
    )
  }
}

extension SyncReport {
  /// Adds another library's counts to these.
  mutating func add(_ other: SyncReport) {
    pushed += other.pushed
    pulled += other.pulled
    conflicts += other.conflicts
    pending += other.pending
  }
}
