import CoreContract
import CoreSync
import Foundation
import GRDB
import LibPatient

/// How a care plan and a visit the server holds are kept in this store (the generic path of
/// docs/sync.md): a plan is versioned and replaced as pulled; a visit is append-only. A plan
/// whose wound, or a visit whose patient, this store does not hold fails its foreign key and
/// throws, so CoreSync parks it until its parent arrives.
struct CarePlanSync: Sendable {
  let now: @Sendable () -> Date

  var kinds: [any SyncedKind] { [plans, visits, Self.handoverSeen] }

  var plans: SyncedRecords<Wire.CarePlan> {
    SyncedRecords(
      Wire.CarePlan.self,
      stored: .table(CarePlanRecord.databaseTableName),
      save: { plan, db in try CarePlanAdapter.record(from: plan).saveRow(db) },
      delete: { id, db in _ = try CarePlanRecord.deleteOne(db, key: id.text) },
      current: { id, db in
        try CarePlanRecord.fetchOne(db, key: id.text).map(CarePlanAdapter.wire(from:))
      }
    )
  }

  var visits: SyncedRecords<Wire.Visit> {
    let now = now
    return SyncedRecords(
      Wire.Visit.self,
      stored: .table(VisitRecord.databaseTableName),
      save: { visit, db in try VisitRows.insert(visit, recordedAt: now(), in: db) },
      delete: { id, db in _ = try VisitRecord.deleteOne(db, key: id.text) },
      current: { id, db in try VisitRows.wire(id, in: db) }
    )
  }
}
