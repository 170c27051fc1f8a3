import Foundation
import GRDB
import Testing

@testable import NurseServer

/// `records.v1` moves a server's per-type tables into `team_record` and drops them.
@Suite struct MigrationTests {
  @Test func theOldTablesRowsMoveIntoTeamRecordWithTheirSequences() throws {
    let queue = try DatabaseQueue()
    try ServerMigrations.migrator.migrate(queue, upTo: "messages.v1")
    try queue.write { db in try Self.insertOldRows(db) }
    try ServerMigrations.migrator.migrate(queue)
    try queue.read { db in
      let rows = try Row.fetchAll(
        db,
        sql:
          "SELECT type, id, owner, patientID, version, sequence, payload FROM team_record ORDER BY sequence"
      )
      #expect(
        rows.map { $0[0] as String } == ["patient", "wound", "message", "readMark", "patient"]
      )
      #expect(rows.map { $0[5] as Int64 } == [1, 2, 3, 4, 5])
      #expect(rows[0][4] as Int? == 2)
      #expect(rows[1][3] as String == "p1")
      #expect(rows[3][2] as Int64 == 1)
      #expect(rows[3][6] as String? == #"{"patientId":"p1","upToSequence":3}"#)
      #expect(rows[4][6] as String? == nil)
      for table in ["patient", "wound", "message", "readMark", "tombstone", "idempotency"] {
        #expect(try !db.tableExists(table), "\(table)")
      }
      #expect(try db.tableExists("photo"))
    }
  }

  /// A team, a nurse, a patient (version 2) with a wound, a message and a read mark, and the
  /// tombstone of an erased patient: sequences 1-5 as the old server numbered them.
  static func insertOldRows(_ db: Database) throws {
    try db.execute(
      sql: """
        INSERT INTO team (id, name) VALUES (1, 'north');
        INSERT INTO nurse (id, username, teamID, passwordHash) VALUES (1, 'anna', 1, 'x');
        INSERT INTO changeLog (recordType, recordID, teamID) VALUES
          ('patient', 'p1', 1), ('wound', 'w1', 1), ('message', 'm1', 1), ('readMark', 'p1', 1),
          ('patient', 'p0', 1);
        INSERT INTO patient (id, teamID, version, sequence, createdBy, updatedBy, payload)
          VALUES ('p1', 1, 2, 1, 1, 1, CAST('{"id":"p1"}' AS BLOB));
        INSERT INTO wound (id, patientID, teamID, version, sequence, createdBy, updatedBy, payload)
          VALUES ('w1', 'p1', 1, 1, 2, 1, 1, CAST('{"id":"w1"}' AS BLOB));
        INSERT INTO message (id, patientID, teamID, sequence, authorID, payload)
          VALUES ('m1', 'p1', 1, 3, 1, CAST('{"id":"m1"}' AS BLOB));
        INSERT INTO readMark (nurseID, patientID, teamID, upToSequence, sequence)
          VALUES (1, 'p1', 1, 3, 4);
        INSERT INTO tombstone (sequence, feed, recordID, teamID) VALUES (5, 'patient', 'p0', 1);
        """
    )
  }
}
