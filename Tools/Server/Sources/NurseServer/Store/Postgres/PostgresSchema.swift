/// The PostgreSQL statements of `ServerMigrations.steps`, frozen like the SQLite ones.
///
/// The tables and columns are the ones the SQLite file ends with, so that `nurse-server
/// migrate` copies row for row; unquoted names fold to lower case in PostgreSQL, and every
/// query leaves them unquoted too.
enum PostgresSchema {
  /// `server.v1`: teams, nurses, sessions, the audit log and the one change sequence.
  static let serverV1 = """
    CREATE TABLE team (
      id BIGSERIAL PRIMARY KEY,
      name TEXT NOT NULL UNIQUE);
    CREATE TABLE nurse (
      id BIGSERIAL PRIMARY KEY,
      username TEXT NOT NULL UNIQUE,
      teamID BIGINT NOT NULL REFERENCES team(id),
      passwordHash TEXT NOT NULL);
    -- Only a hash of each token: a copy of the database does not let anyone log in.
    CREATE TABLE session (
      tokenHash TEXT PRIMARY KEY,
      nurseID BIGINT NOT NULL REFERENCES nurse(id),
      expiresAt DOUBLE PRECISION NOT NULL);
    CREATE TABLE audit (
      id BIGSERIAL PRIMARY KEY,
      nurse TEXT NOT NULL,
      action TEXT NOT NULL,
      recordType TEXT NOT NULL,
      recordID TEXT NOT NULL,
      patientID TEXT NOT NULL,
      at TIMESTAMPTZ NOT NULL);
    CREATE INDEX audit_by_patient ON audit(patientID);
    -- Every write's place in its team's change log. A team's writers take the team's advisory
    -- lock first, so within a team numbers are taken in commit order (see PostgresServerStore).
    CREATE SEQUENCE change_sequence;
    """

  /// `wounds.v1`: photo bytes once per content (bytea), and the teams that uploaded them.
  static let woundsV1 = """
    CREATE TABLE photo (
      sha256 TEXT PRIMARY KEY,
      format TEXT NOT NULL,
      byteCount BIGINT NOT NULL,
      bytes BYTEA NOT NULL);
    CREATE TABLE photoUpload (
      sha256 TEXT NOT NULL REFERENCES photo(sha256),
      teamID BIGINT NOT NULL REFERENCES team(id),
      uploadedBy BIGINT NOT NULL REFERENCES nurse(id),
      PRIMARY KEY (sha256, teamID));
    """

  /// `records.v1`: every team record in `team_record`, and the remembered answers.
  static let recordsV1 = """
    CREATE TABLE team_record (
      type TEXT NOT NULL,
      id TEXT NOT NULL,
      owner BIGINT NOT NULL DEFAULT 0,
      teamID BIGINT NOT NULL REFERENCES team(id),
      patientID TEXT NOT NULL,
      version BIGINT,
      sequence BIGINT NOT NULL UNIQUE,
      payload TEXT,
      createdBy BIGINT REFERENCES nurse(id),
      updatedBy BIGINT REFERENCES nurse(id),
      updatedAt TIMESTAMPTZ,
      PRIMARY KEY (type, id, owner));
    CREATE INDEX team_record_feed ON team_record(teamID, sequence);
    CREATE INDEX team_record_by_patient ON team_record(patientID);
    CREATE INDEX team_record_by_photo ON team_record(((payload::jsonb) ->> 'sha256'))
      WHERE type = 'photo';
    CREATE TABLE write_replay (
      nurseID BIGINT NOT NULL REFERENCES nurse(id),
      key TEXT NOT NULL,
      requestLine TEXT NOT NULL,
      outcome TEXT NOT NULL,
      body BYTEA NOT NULL,
      createdAt TIMESTAMPTZ NOT NULL,
      PRIMARY KEY (nurseID, key));
    """

  /// `auth.v1`: disabled nurses, session indexes and the login throttle's failures.
  static let authV1 = """
    ALTER TABLE nurse ADD COLUMN disabled BOOLEAN NOT NULL DEFAULT false;
    CREATE INDEX session_by_nurse ON session(nurseID);
    CREATE INDEX session_by_expiry ON session(expiresAt);
    CREATE TABLE login_failure (
      id BIGSERIAL PRIMARY KEY,
      username TEXT NOT NULL,
      address TEXT NOT NULL,
      at DOUBLE PRECISION NOT NULL);
    CREATE INDEX login_failure_by_username ON login_failure(username, at);
    CREATE INDEX login_failure_by_address ON login_failure(address, at);
    """
}
