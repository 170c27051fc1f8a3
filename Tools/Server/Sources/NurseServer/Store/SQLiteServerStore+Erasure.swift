import CoreContract
import Foundation
import GRDB

/// Erasing a patient (right to erasure, or a record created by mistake): she and everything
/// under her lose their contents, and each leaves a tombstone in the change log.
extension SQLiteServerStore {
  public func erasePatient(id: RecordID, by administrator: String) async throws -> ErasureReport? {
    try await pool.write { db in
      guard
        let teamID = try Int64.fetchOne(
          db,
          sql: """
            SELECT teamID FROM team_record
            WHERE type = 'patient' AND id = ? AND owner = 0 AND payload IS NOT NULL
            """,
          arguments: [id.text]
        )
      else { return nil }
      let photos = try String.fetchAll(
        db,
        sql: """
          SELECT DISTINCT json_extract(payload, '$.sha256') FROM team_record
          WHERE type = 'photo' AND patientID = ? AND payload IS NOT NULL
          """,
        arguments: [id.text]
      )
      var report = ErasureReport(erased: [])
      var erasedIDs: [String] = []
      // Children first: a client applying the tombstones in order never holds a record whose
      // parent it has already deleted.
      for kind in TeamRecordKinds.all.reversed() {
        let rows = try Row.fetchAll(
          db,
          sql: """
            SELECT id, owner FROM team_record
            WHERE type = ? AND patientID = ? AND payload IS NOT NULL ORDER BY sequence
            """,
          arguments: [kind.type.rawValue, id.text]
        )
        for row in rows {
          let recordID: String = row[0]
          let sequence = try self.nextSequence(
            db,
            recordType: kind.type.rawValue,
            recordID: recordID,
            teamID: teamID
          )
          try db.execute(
            sql: """
              UPDATE team_record SET payload = NULL, sequence = ?, updatedBy = NULL,
                updatedAt = ?
              WHERE type = ? AND id = ? AND owner = ?
              """,
            arguments: [sequence, Date(), kind.type.rawValue, recordID, row[1] as Int64]
          )
          erasedIDs.append(recordID)
        }
        report.erased.append((kind.type.rawValue, rows.count))
      }
      try PhotoBytes.forgetUnattached(db, photos, teamID: teamID)
      try self.forgetAnswers(db, mentioning: erasedIDs)
      try self.audit(
        db,
        administrator,
        .erase,
        recordType: "patient",
        recordID: id.text,
        patientID: id.text
      )
      return report
    }
  }

  /// Remembered outcomes hold the records' bodies (names, notes): they are erased too. Every
  /// write's request line names the record it wrote, so the ids find them.
  private func forgetAnswers(_ db: Database, mentioning ids: [String]) throws {
    for id in Set(ids) {
      try db.execute(
        sql: "DELETE FROM write_replay WHERE instr(requestLine, ?) > 0",
        arguments: [id]
      )
    }
  }
}
