import CoreDatabase
import CoreSync
import Foundation
import GRDB

/// The patients feed: records replace the cached ones, tombstones remove them, except while
/// a local change to that patient waits in the outbox. Nothing pulled is queued to push.
struct PatientFeed: ChangeFeed {
  typealias Transaction = Database

  let api: any PatientAPI
  var name: String { "patients" }

  func page(since cursor: Int64, limit: Int) async throws -> ChangePage<PatientChange> {
    let page = try await api.patientChanges(since: cursor, limit: limit)
    return ChangePage(changes: page.changes, next: page.next, hasMore: page.hasMore)
  }

  func apply(_ changes: [PatientChange], in db: Database) throws -> Int {
    var applied = 0
    for change in changes {
      if let payload = change.patient {
        guard try !PatientSyncReads.hasPendingChange(db, patientID: payload.id) else { continue }
        try PatientAdapter.record(from: payload).save(db)
        applied += 1
      } else if let id = change.deletedId {
        guard try !PatientSyncReads.hasPendingChange(db, patientID: id) else { continue }
        try BradenRecord.filter(BradenRecord.Columns.patientID == id.databaseKey).deleteAll(db)
        applied += try PatientRecord.deleteOne(db, key: id.databaseKey) ? 1 : 0
      }
    }
    return applied
  }
}

/// The Braden feed: assessments are added once and never changed.
struct BradenFeed: ChangeFeed {
  typealias Transaction = Database

  let api: any PatientAPI
  var name: String { "braden" }

  func page(since cursor: Int64, limit: Int) async throws -> ChangePage<BradenChange> {
    let page = try await api.bradenChanges(since: cursor, limit: limit)
    return ChangePage(changes: page.changes, next: page.next, hasMore: page.hasMore)
  }

  func apply(_ changes: [BradenChange], in db: Database) throws -> Int {
    var applied = 0
    for change in changes {
      if let payload = change.braden {
        // The patients feed is pulled first; an assessment of a patient this store does not
        // hold (removed meanwhile) has nothing to hang under.
        guard try PatientReads.exists(db, payload.patientId) else { continue }
        guard try BradenRecord.filter(key: payload.id.databaseKey).fetchCount(db) == 0 else {
          continue
        }
        let assessment = PatientAdapter.assessment(from: payload)
        // The server does not say when it was recorded; the assessment time is the closest.
        try PatientAdapter.record(from: assessment, recordedAt: payload.assessedAt).insert(db)
        applied += 1
      } else if let id = change.deletedId {
        applied += try BradenRecord.deleteOne(db, key: id.databaseKey) ? 1 : 0
      }
    }
    return applied
  }
}
