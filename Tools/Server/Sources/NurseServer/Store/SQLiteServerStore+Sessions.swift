import Foundation
import GRDB

/// Nurses' credentials and sessions: login, the bearer token check, logout, and disabling a
/// nurse. A session is stored only as its token's hash.
extension SQLiteServerStore {
  public func credentials(username: String) async throws -> NurseCredentials? {
    try await pool.read { db in
      try Row.fetchOne(
        db,
        sql: """
          SELECT nurse.id, nurse.username, nurse.teamID, team.name, nurse.passwordHash,
            nurse.disabled
          FROM nurse JOIN team ON team.id = nurse.teamID WHERE nurse.username = ?
          """,
        arguments: [username]
      ).map { row in
        NurseCredentials(
          nurse: AuthenticatedNurse(id: row[0], username: row[1], teamID: row[2], team: row[3]),
          passwordHash: row[4],
          disabled: row[5]
        )
      }
    }
  }

  public func addSession(tokenHash: String, nurseID: Int64, expiresAt: Date, now: Date)
    async throws
  {
    try await pool.write { db in
      // Expired sessions are of no use to anyone: each login sweeps them.
      try Self.purgeExpiredSessions(db, now: now)
      try db.execute(
        sql: "INSERT INTO session (tokenHash, nurseID, expiresAt) VALUES (?, ?, ?)",
        arguments: [tokenHash, nurseID, expiresAt.timeIntervalSince1970]
      )
    }
  }

  public func nurse(tokenHash: String, now: Date) async throws -> AuthenticatedNurse? {
    try await pool.read { db in
      // `disabled` too: a login that was running while she was disabled may have added a
      // session after her sessions were deleted.
      // Every request asks this: its statement is prepared once per connection.
      try Row.fetchOne(
        db.cachedStatement(
          sql: """
            SELECT nurse.id, nurse.username, nurse.teamID, team.name FROM session
            JOIN nurse ON nurse.id = session.nurseID JOIN team ON team.id = nurse.teamID
            WHERE session.tokenHash = ? AND session.expiresAt > ? AND NOT nurse.disabled
            """
        ),
        arguments: [tokenHash, now.timeIntervalSince1970]
      ).map { AuthenticatedNurse(id: $0[0], username: $0[1], teamID: $0[2], team: $0[3]) }
    }
  }

  public func deleteSession(tokenHash: String) async throws {
    try await pool.write { db in
      try db.execute(sql: "DELETE FROM session WHERE tokenHash = ?", arguments: [tokenHash])
    }
  }

  public func purgeExpiredSessions(now: Date) async throws -> Int {
    try await pool.write { db in try Self.purgeExpiredSessions(db, now: now) }
  }

  public func setDisabled(_ disabled: Bool, username: String) async throws -> Int? {
    try await pool.write { db in
      guard
        let nurseID = try Int64.fetchOne(
          db,
          sql: "SELECT id FROM nurse WHERE username = ?",
          arguments: [username]
        )
      else { return nil }
      try db.execute(
        sql: "UPDATE nurse SET disabled = ? WHERE id = ?",
        arguments: [disabled, nurseID]
      )
      guard disabled else { return 0 }
      try db.execute(sql: "DELETE FROM session WHERE nurseID = ?", arguments: [nurseID])
      return db.changesCount
    }
  }

  /// Deletes the sessions expired at `now`; how many went.
  @discardableResult
  static func purgeExpiredSessions(_ db: Database, now: Date) throws -> Int {
    try db.execute(
      sql: "DELETE FROM session WHERE expiresAt <= ?",
      arguments: [now.timeIntervalSince1970]
    )
    return db.changesCount
  }
}
