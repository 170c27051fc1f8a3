import GRDB

/// The wounds schema, registered by `ServerMigrations` after the server's own steps.
/// A shipped migration is never edited.
enum WoundMigrations {
  /// `wounds.v1`: wounds, their assessments, photo bytes and photo attachments.
  ///
  /// Every record under a patient carries her id (`patientID`), so that erasing her finds
  /// everything to delete and to tombstone without walking the tree.
  static func createSchemaV1(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE wound (
          id TEXT PRIMARY KEY,
          patientID TEXT NOT NULL REFERENCES patient(id),
          teamID INTEGER NOT NULL REFERENCES team(id),
          version INTEGER NOT NULL,
          sequence INTEGER NOT NULL,
          createdBy INTEGER NOT NULL REFERENCES nurse(id),
          updatedBy INTEGER NOT NULL REFERENCES nurse(id),
          payload BLOB NOT NULL);
        CREATE INDEX wound_feed ON wound(teamID, sequence);
        CREATE INDEX wound_by_patient ON wound(patientID);
        CREATE TABLE woundAssessment (
          id TEXT PRIMARY KEY,
          woundID TEXT NOT NULL REFERENCES wound(id),
          patientID TEXT NOT NULL REFERENCES patient(id),
          teamID INTEGER NOT NULL REFERENCES team(id),
          sequence INTEGER NOT NULL,
          createdBy INTEGER NOT NULL REFERENCES nurse(id),
          payload BLOB NOT NULL);
        CREATE INDEX woundAssessment_feed ON woundAssessment(teamID, sequence);
        CREATE INDEX woundAssessment_by_wound ON woundAssessment(woundID);
        CREATE INDEX woundAssessment_by_patient ON woundAssessment(patientID);
        -- Photo bytes once per content, in the database itself: one file to back up, and the
        -- bytes commit in the same transaction as the rows that name them.
        CREATE TABLE photo (
          sha256 TEXT PRIMARY KEY,
          format TEXT NOT NULL,
          byteCount INTEGER NOT NULL,
          bytes BLOB NOT NULL);
        -- The teams that uploaded each content: a team reads only bytes it uploaded or attached.
        CREATE TABLE photoUpload (
          sha256 TEXT NOT NULL REFERENCES photo(sha256),
          teamID INTEGER NOT NULL REFERENCES team(id),
          uploadedBy INTEGER NOT NULL REFERENCES nurse(id),
          PRIMARY KEY (sha256, teamID));
        CREATE TABLE photoAttachment (
          id TEXT PRIMARY KEY,
          assessmentID TEXT NOT NULL REFERENCES woundAssessment(id),
          patientID TEXT NOT NULL REFERENCES patient(id),
          teamID INTEGER NOT NULL REFERENCES team(id),
          sequence INTEGER NOT NULL,
          createdBy INTEGER NOT NULL REFERENCES nurse(id),
          sha256 TEXT NOT NULL REFERENCES photo(sha256),
          payload BLOB NOT NULL);
        CREATE INDEX photoAttachment_feed ON photoAttachment(teamID, sequence);
        CREATE INDEX photoAttachment_by_patient ON photoAttachment(patientID);
        CREATE INDEX photoAttachment_by_content ON photoAttachment(sha256, teamID);
        """
    )
  }
}
