import CoreContract
import Foundation
import GRDB

/// The default `ServerStore`: one SQLite file through a GRDB `DatabasePool` (WAL).
public final class SQLiteServerStore: ServerStore {
  let pool: DatabasePool

  /// Opens (creating it 0600 when missing) and migrates the file at `path`.
  ///
  /// GRDB's pool sets `synchronous=NORMAL`, which can lose the last commits on power loss; a
  /// server that answered "stored" must not, so every connection is set back to FULL.
  public init(path: String) throws {
    try DatabaseFile.preparePrivateFile(at: path)
    var configuration = Configuration()
    configuration.foreignKeysEnabled = true
    configuration.busyMode = .timeout(10)
    configuration.prepareDatabase { db in
      try db.execute(sql: "PRAGMA synchronous = FULL")
    }
    pool = try DatabasePool(path: path, configuration: configuration)
    try ServerMigrations.migrator.migrate(pool)
  }

  // MARK: Administration

  public func addTeam(named name: String) async throws -> Team {
    try await pool.write { db in
      if try Bool.fetchOne(db, sql: "SELECT 1 FROM team WHERE name = ?", arguments: [name]) != nil {
        throw ServerStoreError.teamExists(name)
      }
      try db.execute(sql: "INSERT INTO team (name) VALUES (?)", arguments: [name])
      return Team(id: db.lastInsertedRowID, name: name)
    }
  }

  public func addNurse(username: String, team: String, passwordHash: String) async throws
    -> NurseSummary
  {
    try await pool.write { db in
      guard
        let teamID = try Int64.fetchOne(
          db,
          sql: "SELECT id FROM team WHERE name = ?",
          arguments: [team]
        )
      else { throw ServerStoreError.unknownTeam(team) }
      let taken = try Bool.fetchOne(
        db,
        sql: "SELECT 1 FROM nurse WHERE username = ?",
        arguments: [username]
      )
      if taken != nil { throw ServerStoreError.usernameTaken(username) }
      try db.execute(
        sql: "INSERT INTO nurse (username, teamID, passwordHash) VALUES (?, ?, ?)",
        arguments: [username, teamID, passwordHash]
      )
      return NurseSummary(id: db.lastInsertedRowID, username: username, team: team)
    }
  }

  public func nurses() async throws -> [NurseSummary] {
    try await pool.read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT nurse.id, nurse.username, team.name FROM nurse
          JOIN team ON team.id = nurse.teamID ORDER BY nurse.username
          """
      ).map { NurseSummary(id: $0[0], username: $0[1], team: $0[2]) }
    }
  }

  public func auditLog(patientID: RecordID?) async throws -> [AuditEntry] {
    try await pool.read { db in
      var sql = "SELECT nurse, action, recordType, recordID, patientID, at FROM audit"
      var arguments: StatementArguments = []
      if let patientID {
        sql += " WHERE patientID = ?"
        arguments = [patientID.text]
      }
      return try Row.fetchAll(db, sql: sql + " ORDER BY id", arguments: arguments).map { row in
        AuditEntry(
          nurse: row[0],
          action: AuditAction(rawValue: row[1]) ?? .read,
          recordType: row[2],
          recordID: row[3],
          patientID: row[4],
          at: row[5]
        )
      }
    }
  }

  // MARK: Sessions

  public func credentials(username: String) async throws -> NurseCredentials? {
    try await pool.read { db in
      try Row.fetchOne(
        db,
        sql: """
          SELECT nurse.id, nurse.username, nurse.teamID, team.name, nurse.passwordHash
          FROM nurse JOIN team ON team.id = nurse.teamID WHERE nurse.username = ?
          """,
        arguments: [username]
      ).map { row in
        NurseCredentials(
          nurse: AuthenticatedNurse(id: row[0], username: row[1], teamID: row[2], team: row[3]),
          passwordHash: row[4]
        )
      }
    }
  }

  public func addSession(tokenHash: String, nurseID: Int64, expiresAt: Date) async throws {
    try await pool.write { db in
      // Expired sessions are of no use to anyone: drop them as new ones arrive.
      try db.execute(
        sql: "DELETE FROM session WHERE expiresAt <= ?",
        arguments: [Date().timeIntervalSince1970]
      )
      try db.execute(
        sql: "INSERT INTO session (tokenHash, nurseID, expiresAt) VALUES (?, ?, ?)",
        arguments: [tokenHash, nurseID, expiresAt.timeIntervalSince1970]
      )
    }
  }

  public func nurse(tokenHash: String, now: Date) async throws -> AuthenticatedNurse? {
    try await pool.read { db in
      try Row.fetchOne(
        db,
        sql: """
          SELECT nurse.id, nurse.username, nurse.teamID, team.name FROM session
          JOIN nurse ON nurse.id = session.nurseID JOIN team ON team.id = nurse.teamID
          WHERE session.tokenHash = ? AND session.expiresAt > ?
          """,
        arguments: [tokenHash, now.timeIntervalSince1970]
      ).map { AuthenticatedNurse(id: $0[0], username: $0[1], teamID: $0[2], team: $0[3]) }
    }
  }
}
