import CoreContract
import Foundation
import PostgresNIO

/// Erasing a patient on PostgreSQL: the same tombstones as on SQLite, under the team's lock.
extension PostgresServerStore {
  public func erasePatient(id: RecordID, by administrator: String) async throws -> ErasureReport? {
    try await transaction { db in
      guard
        let teamID = try await db.one(
          """
          SELECT teamID FROM team_record
          WHERE type = 'patient' AND id = \(id.text) AND owner = 0 AND payload IS NOT NULL
          """,
          Int64.self,
          self.logger
        )
      else { return nil }
      try await self.lockTeam(db, teamID)
      let photos = try await db.rows(
        """
        SELECT DISTINCT (payload::jsonb) ->> 'sha256' FROM team_record
        WHERE type = 'photo' AND patientID = \(id.text) AND payload IS NOT NULL
        """,
        self.logger
      ).map { try $0.decode(String.self) }
      var report = ErasureReport(erased: [])
      var erasedIDs: Set<String> = []
      // Children first, as on SQLite: a client never holds a record whose parent it deleted.
      for kind in TeamRecordKinds.all.reversed() {
        let type = kind.type.rawValue
        let rows = try await db.rows(
          """
          SELECT id, owner FROM team_record WHERE type = \(type) AND patientID = \(id.text)
            AND payload IS NOT NULL ORDER BY sequence
          """,
          self.logger
        )
        for row in rows {
          let (recordID, owner) = try row.decode((String, Int64).self)
          let sequence = try await self.nextSequence(db)
          try await db.run(
            """
            UPDATE team_record SET payload = NULL, sequence = \(sequence), updatedBy = NULL,
              updatedAt = \(Date())
            WHERE type = \(type) AND id = \(recordID) AND owner = \(owner)
            """,
            self.logger
          )
          erasedIDs.insert(recordID)
        }
        report.erased.append((type, rows.count))
      }
      try await self.forgetUnattached(db, photos, teamID: teamID)
      // Remembered outcomes hold the records' bodies: every request line names its record.
      for recordID in erasedIDs {
        try await db.run(
          "DELETE FROM write_replay WHERE strpos(requestLine, \(recordID)) > 0",
          self.logger
        )
      }
      try await self.audit(
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
}
