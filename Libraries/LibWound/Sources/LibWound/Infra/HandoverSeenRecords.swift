import CoreContract
import CoreDatabase
import CoreSync
import Foundation
import GRDB
import LibPatient

/// A row of the `handoverSeen` table: the contract's `Wire.HandoverSeen` as it is.
typealias HandoverSeenRow = StoredRecord<Wire.HandoverSeen>

/// `wound.handover.v1`: each nurse's looks at a patient's handover (docs/care-plans.md
/// "Handover"), one column per key of `Wire.HandoverSeen`. A patient's marks go with her.
/// Named apart from `wound.vN` so it never takes a number another change of LibWound needs.
enum HandoverSeenSchema {
  static let migration = Migration("wound.handover.v1") { db in
    try db.create(table: HandoverSeenRow.databaseTableName) { table in
      table.primaryKey("id", .text)
      table.column("patientId", .text).notNull().references("patient", onDelete: .cascade)
      table.column("nurse", .text).notNull()
      table.column("seenAt", .datetime).notNull()
    }
    // A nurse's latest look at each patient.
    try db.create(
      index: "handoverSeen_by_nurse",
      on: HandoverSeenRow.databaseTableName,
      columns: ["nurse", "patientId", "seenAt"]
    )
  }
}

extension CarePlanSync {
  /// Marks are append-only: one already here never changes. One whose patient is not in this
  /// store fails its foreign key, so CoreSync parks it until she arrives.
  static let handoverSeen = SyncedRecords(
    Wire.HandoverSeen.self,
    stored: .table(HandoverSeenRow.databaseTableName),
    heldIn: HandoverSeenRow.databaseTableName,
    save: { mark, db in try HandoverSeenRow(mark).insertRow(db) },
    delete: { id, db in _ = try HandoverSeenRow.deleteOne(db, key: id.text) },
    current: { id, db in try HandoverSeenRow.fetchOne(db, key: id.text)?.record }
  )
}

extension CarePlanStore {
  /// Stores a mark with its `append` entry, once its patient is here.
  func append(_ mark: Wire.HandoverSeen, at date: Date) async throws {
    try await writer.write { db in
      guard try WoundReads.patientExists(db, Patient.ID(mark.patientId)) else {
        throw WoundLookupError.patientNotFound(Patient.ID(mark.patientId))
      }
      try HandoverSeenRow(mark).insertRow(db)
      try SyncOutbox.add(mark, today: date, at: date, in: db)
    }
  }
}
