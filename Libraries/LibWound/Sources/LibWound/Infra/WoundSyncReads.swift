import CoreDatabase
import Foundation
import GRDB

/// The outbox questions sync asks about a wound and what hangs under it.
enum WoundSyncReads {
  /// The entity's entries queued after `entry`, oldest first.
  static func laterEntries(_ db: Database, after entry: OutboxEntry) throws -> [OutboxEntry] {
    try OutboxEntry.fetchAll(
      db,
      sql: "SELECT * FROM outbox WHERE entityType = ? AND entityID = ? AND id > ? ORDER BY id",
      arguments: [entry.entityType, entry.entityID.databaseKey, entry.id]
    )
  }

  /// True while a local change to the entity waits to be pushed: a pulled version must not
  /// overwrite it (the push will meet the server's version and settle it).
  static func hasPendingChange(_ db: Database, _ entityType: String, _ id: UUID) throws -> Bool {
    try Bool.fetchOne(
      db,
      sql: "SELECT EXISTS (SELECT 1 FROM outbox WHERE entityType = ? AND entityID = ?)",
      arguments: [entityType, id.databaseKey]
    ) ?? false
  }

  /// True while the wound, one of its assessments or one of their photo attachments waits to
  /// be pushed: a tombstone must not take what the nurse wrote before the server saw it.
  static func hasPendingChange(underWound id: UUID, _ db: Database) throws -> Bool {
    try Bool.fetchOne(
      db,
      sql: """
        SELECT EXISTS (
          SELECT 1 FROM outbox WHERE
            (entityType = 'wound' AND entityID = :id)
            OR (entityType = 'assessment'
              AND entityID IN (SELECT id FROM assessment WHERE woundID = :id))
            OR (entityType = 'photo' AND entityID IN (
              SELECT assessment_photo.id FROM assessment_photo
              JOIN assessment ON assessment.id = assessment_photo.assessmentID
              WHERE assessment.woundID = :id)))
        """,
      arguments: ["id": id.databaseKey]
    ) ?? false
  }

  /// True while the assessment or one of its photo attachments waits to be pushed.
  static func hasPendingChange(underAssessment id: UUID, _ db: Database) throws -> Bool {
    try Bool.fetchOne(
      db,
      sql: """
        SELECT EXISTS (
          SELECT 1 FROM outbox WHERE
            (entityType = 'assessment' AND entityID = :id)
            OR (entityType = 'photo' AND entityID IN (
              SELECT id FROM assessment_photo WHERE assessmentID = :id)))
        """,
      arguments: ["id": id.databaseKey]
    ) ?? false
  }
}
