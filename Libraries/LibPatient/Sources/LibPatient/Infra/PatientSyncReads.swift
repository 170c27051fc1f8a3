import CoreDatabase
import Foundation
import GRDB

/// The outbox questions sync asks about one patient.
enum PatientSyncReads {
  /// The patient's entries queued after `entry`, oldest first.
  static func laterEntries(_ db: Database, after entry: OutboxEntry) throws -> [OutboxEntry] {
    try OutboxEntry.fetchAll(
      db,
      sql: "SELECT * FROM outbox WHERE entityType = ? AND entityID = ? AND id > ? ORDER BY id",
      arguments: [entry.entityType, entry.entityID.databaseKey, entry.id]
    )
  }

  /// True when a local change to the patient still waits to be pushed: a pulled version must
  /// not overwrite it (the push will meet the server's version and settle it).
  static func hasPendingChange(_ db: Database, patientID: UUID) throws -> Bool {
    try Bool.fetchOne(
      db,
      sql: "SELECT EXISTS (SELECT 1 FROM outbox WHERE entityType = ? AND entityID = ?)",
      arguments: [PatientOutbox.patientEntity, patientID.databaseKey]
    ) ?? false
  }
}
