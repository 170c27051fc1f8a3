import GRDB

/// `records.v1`: every team record in one table, `team_record`, and one change log.
///
/// The per-type tables of `server.v1`, `wounds.v1` and `messages.v1` are copied into it and
/// dropped; photo bytes (`photo`, `photoUpload`) stay as they are. A shipped migration is never
/// edited.
enum TeamRecordMigration {
  static func migrate(_ db: Database) throws {
    try createTables(db)
    try copyRecords(db)
    try copyTombstones(db)
    try dropOldTables(db)
  }

  /// `owner` is 0 for a team record and the nurse's id for her own per-nurse record (a read
  /// mark), so that colleagues' marks on one patient never collide. `payload` is the record's
  /// wire JSON, NULL once it is erased (the tombstone). `patientID` is the patient the record
  /// hangs under (itself for a patient), so erasing her finds everything without a walk.
  private static func createTables(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE team_record (
          type TEXT NOT NULL,
          id TEXT NOT NULL,
          owner INTEGER NOT NULL DEFAULT 0,
          teamID INTEGER NOT NULL REFERENCES team(id),
          patientID TEXT NOT NULL,
          version INTEGER,
          sequence INTEGER NOT NULL UNIQUE,
          payload TEXT,
          createdBy INTEGER REFERENCES nurse(id),
          updatedBy INTEGER REFERENCES nurse(id),
          updatedAt DATETIME,
          PRIMARY KEY (type, id, owner));
        CREATE INDEX team_record_feed ON team_record(teamID, sequence);
        CREATE INDEX team_record_by_patient ON team_record(patientID);
        -- The first successful outcome of each nurse's Idempotency-Key, replayed as it was.
        CREATE TABLE write_replay (
          nurseID INTEGER NOT NULL REFERENCES nurse(id),
          key TEXT NOT NULL,
          requestLine TEXT NOT NULL,
          outcome TEXT NOT NULL,
          body BLOB NOT NULL,
          createdAt DATETIME NOT NULL,
          PRIMARY KEY (nurseID, key));
        """
    )
  }

  /// Parents before children, each keeping the change sequence number it had: the numbers all
  /// come from one `changeLog`, so they stay unique, and a message keeps the `sequence` its
  /// payload and the read marks count in.
  private static func copyRecords(_ db: Database) throws {
    try db.execute(
      sql: """
        INSERT INTO team_record
          (type, id, owner, teamID, patientID, version, sequence, payload, createdBy, updatedBy)
        SELECT 'patient', id, 0, teamID, id, version, sequence, CAST(payload AS TEXT),
          createdBy, updatedBy FROM patient;
        INSERT INTO team_record
          (type, id, owner, teamID, patientID, version, sequence, payload, createdBy, updatedBy)
        SELECT 'braden', id, 0, teamID, patientID, NULL, sequence, CAST(payload AS TEXT),
          createdBy, createdBy FROM braden;
        INSERT INTO team_record
          (type, id, owner, teamID, patientID, version, sequence, payload, createdBy, updatedBy)
        SELECT 'wound', id, 0, teamID, patientID, version, sequence, CAST(payload AS TEXT),
          createdBy, updatedBy FROM wound;
        INSERT INTO team_record
          (type, id, owner, teamID, patientID, version, sequence, payload, createdBy, updatedBy)
        SELECT 'assessment', id, 0, teamID, patientID, NULL, sequence, CAST(payload AS TEXT),
          createdBy, createdBy FROM woundAssessment;
        INSERT INTO team_record
          (type, id, owner, teamID, patientID, version, sequence, payload, createdBy, updatedBy)
        SELECT 'photo', id, 0, teamID, patientID, NULL, sequence, CAST(payload AS TEXT),
          createdBy, createdBy FROM photoAttachment;
        INSERT INTO team_record
          (type, id, owner, teamID, patientID, version, sequence, payload, createdBy, updatedBy)
        SELECT 'message', id, 0, teamID, patientID, NULL, sequence, CAST(payload AS TEXT),
          authorID, authorID FROM message;
        INSERT INTO team_record
          (type, id, owner, teamID, patientID, version, sequence, payload, createdBy, updatedBy)
        SELECT 'readMark', patientID, nurseID, teamID, patientID, NULL, sequence,
          json_object('patientId', patientID, 'upToSequence', upToSequence), nurseID, nurseID
        FROM readMark;
        """
    )
  }

  /// Tombstones whose kind is known. The old wound feed's tombstones did not say whether they
  /// were a wound, an assessment or a photo; they are left out, as each came with its
  /// patient's tombstone, which a client applies to everything under her.
  private static func copyTombstones(_ db: Database) throws {
    try db.execute(
      sql: """
        INSERT OR IGNORE INTO team_record (type, id, owner, teamID, patientID, sequence)
        SELECT feed, recordID, 0, teamID, CASE feed WHEN 'patient' THEN recordID ELSE '' END,
          sequence
        FROM tombstone WHERE feed IN ('patient', 'braden');
        INSERT OR IGNORE INTO team_record (type, id, owner, teamID, patientID, sequence)
        SELECT 'message', messageID, 0, teamID, '', sequence FROM messageTombstone;
        """
    )
  }

  /// Children first, so that no table is dropped while another still points at it.
  private static func dropOldTables(_ db: Database) throws {
    try db.execute(
      sql: """
        DROP TRIGGER message_leaves_tombstone;
        DROP TABLE messageTombstone;
        DROP TABLE readMark;
        DROP TABLE message;
        DROP TABLE photoAttachment;
        DROP TABLE woundAssessment;
        DROP TABLE wound;
        DROP TABLE braden;
        DROP TABLE tombstone;
        DROP TABLE patient;
        DROP TABLE idempotency;
        """
    )
  }
}
