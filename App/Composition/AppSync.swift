import CoreHTTP
import CoreSync
import CoreVIPER
import FeatureSync
import Foundation
import LibPatient

/// One sync, as `nurse sync` and the sync screen both run it: the saved login, the patient
/// library's push and pull, and the time of the last successful sync.
extension AppEnvironment {
  nonisolated static func syncOnce(patients: PatientLibrary) async throws -> SyncReport {
    var session = try SessionStore.current()
    let report = try await patients.sync(using: SessionStore.client(for: session))
    session.lastSyncAt = Date()
    try SessionFile.standard().save(session)
    return report
  }

  /// The sync screens, reached with `s` from the patient list.
  func syncNavigation(navigator: any Navigating) -> SyncNavigation {
    let patients = self.patients
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
          let report = try await AppEnvironment.syncOnce(patients: patients)
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
