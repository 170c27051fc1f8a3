import GRDB

/// One named step of the server's schema, in each engine's own SQL.
///
/// SQLite replays the history a practice's file went through; PostgreSQL starts at the
/// schema `records.v1` arrived at (a new database has no per-type tables to copy), so its
/// steps that only reshaped old SQLite tables are empty. Both engines record the same names,
/// so `nurse-server migrate` knows the two databases are at the same step.
struct ServerMigration: Sendable {
  var name: String
  var sqlite: @Sendable (Database) throws -> Void
  /// The step's PostgreSQL statements (empty when it has nothing to do there).
  var postgres: String
}

/// The server's schema, in frozen steps: a shipped migration is never edited.
enum ServerMigrations {
  /// Every step, in order: the one list both engines migrate from.
  static let steps: [ServerMigration] = [
    ServerMigration(name: "server.v1", sqlite: createSchemaV1, postgres: PostgresSchema.serverV1),
    ServerMigration(name: "server.v2", sqlite: addTombstones, postgres: ""),
    ServerMigration(
      name: "wounds.v1",
      sqlite: WoundMigrations.createSchemaV1,
      postgres: PostgresSchema.woundsV1
    ),
    ServerMigration(name: "messages.v1", sqlite: MessageMigrations.createSchemaV1, postgres: ""),
    ServerMigration(
      name: "records.v1",
      sqlite: TeamRecordMigration.migrate,
      postgres: PostgresSchema.recordsV1
    ),
    ServerMigration(
      name: "auth.v1",
      sqlite: AuthMigrations.createSchemaV1,
      postgres: PostgresSchema.authV1
    ),
    ServerMigration(
      name: "audit.v2",
      sqlite: { db in try db.execute(sql: AuditQueries.sqliteV2) },
      postgres: AuditQueries.postgresV2
    ),
    ServerMigration(
      name: "log.v1",
      sqlite: { db in try db.execute(sql: ChangeLogIdentity.sqliteV1) },
      postgres: ChangeLogIdentity.postgresV1
    ),
    ServerMigration(
      name: "auth.v2",
      sqlite: { db in try db.execute(sql: AuthMigrations.sqliteV2) },
      postgres: AuthMigrations.postgresV2
    ),
  ]

  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    for step in steps { migrator.registerMigration(step.name, migrate: step.sqlite) }
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
        """
    )
    try db.execute(sql: AuditQueries.sqliteV1)
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
