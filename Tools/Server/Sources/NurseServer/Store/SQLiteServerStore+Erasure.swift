import Foundation
import GRDB

/// Erasing a patient (right to erasure, or a record created by mistake): she and everything
/// under her leave the database, and each erased record leaves a tombstone in its feed.
extension SQLiteServerStore {
  /// A table of records that hang under a patient (by a `patientID` column) and leave with
  /// her, and the feed whose clients must hear it. Children come before their parents, so the
  /// foreign keys hold at every step and clients receive the tombstones in that order too.
  struct ErasableTable: Sendable {
    var table: String
    var feed: String
  }

  /// Add a table here when a new kind of record hangs under a patient. (Messages and read
  /// marks go by their own `ON DELETE CASCADE` and trigger, `messages.v1`.)
  static let erasedWithPatient: [ErasableTable] = [
    ErasableTable(table: "photoAttachment", feed: "wound"),
    ErasableTable(table: "woundAssessment", feed: "wound"),
    ErasableTable(table: "wound", feed: "wound"),
    ErasableTable(table: "braden", feed: "braden"),
  ]

  public func erasePatient(id: RecordID, by administrator: String) async throws -> ErasureReport? {
    try await pool.write { db in
      guard
        let teamID = try Int64.fetchOne(
          db,
          sql: "SELECT teamID FROM patient WHERE id = ?",
          arguments: [id.text]
        )
      else { return nil }
      var report = ErasureReport(erased: [])
      var erasedIDs = [id.text]
      let photos = try String.fetchAll(
        db,
        sql: "SELECT DISTINCT sha256 FROM photoAttachment WHERE patientID = ?",
        arguments: [id.text]
      )
      for child in Self.erasedWithPatient {
        let ids = try String.fetchAll(
          db,
          sql: "SELECT id FROM \(child.table) WHERE patientID = ? ORDER BY sequence",
          arguments: [id.text]
        )
        try db.execute(
          sql: "DELETE FROM \(child.table) WHERE patientID = ?",
          arguments: [id.text]
        )
        for childID in ids {
          try self.appendTombstone(db, feed: child.feed, recordID: childID, teamID: teamID)
        }
        report.erased.append((child.table, ids.count))
        erasedIDs += ids
      }
      try db.execute(sql: "DELETE FROM patient WHERE id = ?", arguments: [id.text])
      try self.appendTombstone(db, feed: "patient", recordID: id.text, teamID: teamID)
      report.erased.append(("patient", 1))
      try self.forgetUnattachedPhotos(db, photos, teamID: teamID)
      try self.forgetAnswers(db, mentioning: erasedIDs)
      try db.execute(
        sql: """
          INSERT INTO audit (nurse, action, recordType, recordID, patientID, at)
          VALUES (?, 'erase', 'patient', ?, ?, ?)
          """,
        arguments: [administrator, id.text, id.text, Date()]
      )
      return report
    }
  }

  /// Idempotent answers hold the records' bodies (names, notes): they are erased too. Every
  /// write's request line names the record it wrote or its parent, so the ids find them.
  private func forgetAnswers(_ db: Database, mentioning ids: [String]) throws {
    for id in ids {
      try db.execute(
        sql: "DELETE FROM idempotency WHERE instr(requestLine, ?) > 0",
        arguments: [id]
      )
    }
  }

  /// Photo bytes of the erased patient leave the team unless another of its attachments still
  /// names them, and leave the server once no team holds them at all.
  private func forgetUnattachedPhotos(_ db: Database, _ hashes: [String], teamID: Int64) throws {
    for sha256 in hashes {
      try db.execute(
        sql: """
          DELETE FROM photoUpload WHERE sha256 = ? AND teamID = ? AND NOT EXISTS
            (SELECT 1 FROM photoAttachment WHERE sha256 = ? AND teamID = ?)
          """,
        arguments: [sha256, teamID, sha256, teamID]
      )
      try db.execute(
        sql: """
          DELETE FROM photo WHERE sha256 = ?
            AND NOT EXISTS (SELECT 1 FROM photoAttachment WHERE sha256 = ?)
            AND NOT EXISTS (SELECT 1 FROM photoUpload WHERE sha256 = ?)
          """,
        arguments: [sha256, sha256, sha256]
      )
    }
  }
}
