import GRDB

/// The messages schema, registered by `ServerMigrations` after the server's own steps.
/// A shipped migration is never edited.
enum MessageMigrations {
  /// `messages.v1`: messages, read marks, and the tombstones of erased messages.
  ///
  /// Messages and read marks hang under a patient with `ON DELETE CASCADE`, so erasing a
  /// patient takes her thread with her whatever code does the erasing; the trigger then gives
  /// each erased message a tombstone numbered from the global change sequence (inside a
  /// trigger, `last_insert_rowid()` is the row the trigger itself just inserted), so every
  /// nurse's feed learns of the erasure in order.
  static func createSchemaV1(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE message (
          id TEXT PRIMARY KEY,
          patientID TEXT NOT NULL REFERENCES patient(id) ON DELETE CASCADE,
          teamID INTEGER NOT NULL REFERENCES team(id),
          sequence INTEGER NOT NULL,
          authorID INTEGER NOT NULL REFERENCES nurse(id),
          payload BLOB NOT NULL);
        CREATE INDEX message_feed ON message(teamID, sequence);
        CREATE INDEX message_by_patient ON message(patientID);
        CREATE TABLE readMark (
          nurseID INTEGER NOT NULL REFERENCES nurse(id),
          patientID TEXT NOT NULL REFERENCES patient(id) ON DELETE CASCADE,
          teamID INTEGER NOT NULL REFERENCES team(id),
          upToSequence INTEGER NOT NULL,
          sequence INTEGER NOT NULL,
          PRIMARY KEY (nurseID, patientID));
        CREATE INDEX readMark_feed ON readMark(nurseID, sequence);
        CREATE INDEX readMark_by_patient ON readMark(patientID);
        -- The message id and team only: an erased patient leaves nothing that names her.
        CREATE TABLE messageTombstone (
          sequence INTEGER PRIMARY KEY,
          messageID TEXT NOT NULL,
          teamID INTEGER NOT NULL REFERENCES team(id));
        CREATE INDEX messageTombstone_feed ON messageTombstone(teamID, sequence);
        CREATE TRIGGER message_leaves_tombstone AFTER DELETE ON message BEGIN
          INSERT INTO changeLog (recordType, recordID, teamID)
            VALUES ('messageTombstone', OLD.id, OLD.teamID);
          INSERT INTO messageTombstone (sequence, messageID, teamID)
            VALUES (last_insert_rowid(), OLD.id, OLD.teamID);
        END;
        """
    )
  }
}
