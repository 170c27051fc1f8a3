import GRDB

/// The server's schema, in frozen steps: a shipped migration is never edited.
enum ServerMigrations {
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("server.v1", migrate: createSchemaV1)
    migrator.registerMigration("server.v2", migrate: addTombstones)
    migrator.registerMigration("wounds.v1", migrate: WoundMigrations.createSchemaV1)
    migrator.registerMigration("messages.v1", migrate: MessageMigrations.createSchemaV1)
    migrator.registerMigration("records.v1", migrate: TeamRecordMigration.migrate)
    migrator.registerMigration("auth.v1", migrate: AuthMigrations.createSchemaV1)
    return migrator
  }

  private static func createSchemaV1(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE team (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          name TEXT NOT NULL UNIQUE);
        CREATE TABLE nurse (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          username TEXT NOT NULL UNIQUE,
          teamID INTEGER NOT NULL REFERENCES team(id),
          passwordHash TEXT NOT NULL);
        -- Only a hash of each token: a copy of the file does not let anyone log in.
        CREATE TABLE session (
          tokenHash TEXT PRIMARY KEY,
          nurseID INTEGER NOT NULL REFERENCES nurse(id),
          expiresAt DOUBLE NOT NULL);
        -- One row per write: AUTOINCREMENT never reuses a number, so feeds can use it as cursor.
        CREATE TABLE changeLog (
          sequence INTEGER PRIMARY KEY AUTOINCREMENT,
          recordType TEXT NOT NULL,
          recordID TEXT NOT NULL,
          teamID INTEGER NOT NULL REFERENCES team(id));
        -- The record as JSON (its wire form), beside the columns that route and scope it.
        CREATE TABLE patient (
          id TEXT PRIMARY KEY,
          teamID INTEGER NOT NULL REFERENCES team(id),
          version INTEGER NOT NULL,
          sequence INTEGER NOT NULL,
          createdBy INTEGER NOT NULL REFERENCES nurse(id),
          updatedBy INTEGER NOT NULL REFERENCES nurse(id),
          payload BLOB NOT NULL);
        CREATE INDEX patient_feed ON patient(teamID, sequence);
        CREATE TABLE braden (
          id TEXT PRIMARY KEY,
          patientID TEXT NOT NULL REFERENCES patient(id),
          teamID INTEGER NOT NULL REFERENCES team(id),
          sequence INTEGER NOT NULL,
          createdBy INTEGER NOT NULL REFERENCES nurse(id),
          payload BLOB NOT NULL);
        CREATE INDEX braden_feed ON braden(teamID, sequence);
        CREATE TABLE idempotency (
          nurseID INTEGER NOT NULL REFERENCES nurse(id),
          key TEXT NOT NULL,
          requestLine TEXT NOT NULL,
          status INTEGER NOT NULL,
          body BLOB NOT NULL,
          createdAt DATETIME NOT NULL,
          PRIMARY KEY (nurseID, key));
        CREATE TABLE audit (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          nurse TEXT NOT NULL,
          action TEXT NOT NULL,
          recordType TEXT NOT NULL,
          recordID TEXT NOT NULL,
          patientID TEXT NOT NULL,
          at DATETIME NOT NULL);
        CREATE INDEX audit_by_patient ON audit(patientID);
        """
    )
  }

  /// Erased records leave a tombstone in their feed, numbered from the same change sequence,
  /// so a client pulling from any cursor learns of the erasure in order.
  private static func addTombstones(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE tombstone (
          sequence INTEGER PRIMARY KEY,
          feed TEXT NOT NULL,
          recordID TEXT NOT NULL,
          teamID INTEGER NOT NULL REFERENCES team(id));
        CREATE INDEX tombstone_feed ON tombstone(feed, teamID, sequence);
        """
    )
  }
}
