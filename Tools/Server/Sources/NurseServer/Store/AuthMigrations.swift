import GRDB

/// The schema of logins and sessions, registered by `ServerMigrations` after the record steps.
/// A shipped migration is never edited.
enum AuthMigrations {
  /// `auth.v1`: nurses who may be disabled, sessions found by nurse and by expiry, and the
  /// failed logins the throttle counts.
  ///
  /// The throttle lives in the database, not in the process's memory, so that several server
  /// instances on one database count the same failures and a restart does not reset a lock.
  static func createSchemaV1(_ db: Database) throws {
    try db.execute(
      sql: """
        -- A disabled nurse cannot log in; disabling her also deletes her sessions.
        ALTER TABLE nurse ADD COLUMN disabled BOOLEAN NOT NULL DEFAULT 0;
        CREATE INDEX session_by_nurse ON session(nurseID);
        CREATE INDEX session_by_expiry ON session(expiresAt);
        -- One row per login attempt from its start until its password checks out (then the
        -- username's rows go): parallel guesses are counted before any is verified.
        CREATE TABLE login_failure (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          username TEXT NOT NULL,
          address TEXT NOT NULL,
          at DOUBLE NOT NULL);
        CREATE INDEX login_failure_by_username ON login_failure(username, at);
        CREATE INDEX login_failure_by_address ON login_failure(address, at);
        """
    )
  }

  /// `auth.v2`: an attempt in flight is told from a failure, so that only failures lock (the
  /// rows stored before were failures).
  static let sqliteV2 = """
    ALTER TABLE login_failure ADD COLUMN inFlight BOOLEAN NOT NULL DEFAULT 0;
    """
  /// `auth.v2` on PostgreSQL.
  static let postgresV2 = """
    ALTER TABLE login_failure ADD COLUMN inFlight BOOLEAN NOT NULL DEFAULT false;
    """
}
