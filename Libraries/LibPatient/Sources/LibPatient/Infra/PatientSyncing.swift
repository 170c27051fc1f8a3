import CoreDatabase
import CoreHTTP
import CoreSync
import Foundation
import GRDB

/// Sync and conflicts over the nurse's store: what the facade's sync commands run.
struct PatientSyncing: Sendable {
  let store: Store
  let now: @Sendable () -> Date

  func sync(using client: any HTTPClient) async throws -> SyncReport {
    let api = HTTPPatientAPI(client: client)
    let engine = SyncEngine(
      store: store,
      pushers: [PatientPusher(api: api, now: now), BradenPusher(api: api)],
      feeds: [PatientFeed(api: api), BradenFeed(api: api)]
    )
    var report = try await engine.sync()
    report.conflicts = try await conflicts().count
    return report
  }

  func conflicts() async throws -> [PatientConflict] {
    try await store.writer.read { db in
      try ConflictRecord.order(Column("createdAt")).fetchAll(db).map { try $0.conflict() }
    }
  }

  func resolve(_ id: UUID, keep side: ConflictResolution) async throws {
    let date = now()
    try await store.writer.write { db in
      guard let conflict = try ConflictRecord.filter(key: id.databaseKey).fetchOne(db) else {
        throw ConflictNotFound(id: id)
      }
      try conflict.delete(db)
      guard side == .mine else { return }
      // Her details, on top of the version the server has now (the cache's, which a pull
      // may have moved past the one that refused her change).
      let decoder = WireCoding.decoder
      var mine = try PatientAdapter.record(
        from: decoder.decode(PatientPayload.self, from: conflict.mine)
      )
      let theirs = try decoder.decode(PatientPayload.self, from: conflict.theirs)
      mine.version = try PatientReads.record(db, conflict.patientID)?.version ?? theirs.version
      mine.updatedAt = date
      try mine.save(db)
      try Outbox.enqueue(PatientOutbox.entry(for: mine, operation: .update, at: date), in: db)
    }
  }
}
