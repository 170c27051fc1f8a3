import Foundation
import PostgresNIO

/// Sessions and the login throttle on PostgreSQL: every instance finds the same sessions and
/// counts the same failures.
extension PostgresServerStore {
  /// The advisory lock key the throttle's decisions take, so that parallel guesses on several
  /// instances are counted one after the other.
  static let throttleLock: Int64 = 0x6E75_7273_655F_6C67

  public func credentials(username: String) async throws -> NurseCredentials? {
    try await client.query(
      """
      SELECT nurse.id, nurse.username, nurse.teamID, team.name, nurse.passwordHash, nurse.disabled
      FROM nurse JOIN team ON team.id = nurse.teamID WHERE nurse.username = \(username)
      """,
      logger: logger
    ).collect().first.map { row in
      let (id, name, teamID, team, hash, disabled) = try row.decode(
        (Int64, String, Int64, String, String, Bool).self
      )
      return NurseCredentials(
        nurse: AuthenticatedNurse(id: id, username: name, teamID: teamID, team: team),
        passwordHash: hash,
        disabled: disabled
      )
    }
  }

  public func addSession(tokenHash: String, nurseID: Int64, expiresAt: Date, now: Date)
    async throws
  {
    try await transaction { db in
      try await db.run(
        "DELETE FROM session WHERE expiresAt <= \(now.timeIntervalSince1970)",
        self.logger
      )
      try await db.run(
        """
        INSERT INTO session (tokenHash, nurseID, expiresAt)
        VALUES (\(tokenHash), \(nurseID), \(expiresAt.timeIntervalSince1970))
        """,
        self.logger
      )
    }
  }

  public func nurse(tokenHash: String, now: Date) async throws -> AuthenticatedNurse? {
    try await client.query(
      """
      SELECT nurse.id, nurse.username, nurse.teamID, team.name FROM session
      JOIN nurse ON nurse.id = session.nurseID JOIN team ON team.id = nurse.teamID
      WHERE session.tokenHash = \(tokenHash) AND session.expiresAt > \(now.timeIntervalSince1970)
        AND NOT nurse.disabled
      """,
      logger: logger
    ).collect().first.map { row in
      let (id, name, teamID, team) = try row.decode((Int64, String, Int64, String).self)
      return AuthenticatedNurse(id: id, username: name, teamID: teamID, team: team)
    }
  }

  public func deleteSession(tokenHash: String) async throws {
    try await client.query("DELETE FROM session WHERE tokenHash = \(tokenHash)", logger: logger)
  }

  public func purgeExpiredSessions(now: Date) async throws -> Int {
    try await client.query(
      "DELETE FROM session WHERE expiresAt <= \(now.timeIntervalSince1970) RETURNING 1",
      logger: logger
    ).collect().count
  }

  public func setDisabled(_ disabled: Bool, username: String) async throws -> Int? {
    try await transaction { db in
      guard
        let nurseID = try await db.one(
          "UPDATE nurse SET disabled = \(disabled) WHERE username = \(username) RETURNING id",
          Int64.self,
          self.logger
        )
      else { return nil }
      guard disabled else { return 0 }
      return try await db.rows(
        "DELETE FROM session WHERE nurseID = \(nurseID) RETURNING 1",
        self.logger
      ).count
    }
  }

  // MARK: Login throttle

  public func admitLogin(_ attempt: LoginAttempt, throttle: LoginThrottle) async throws
    -> LoginAdmission
  {
    try await transaction { db in
      try await db.run("SELECT pg_advisory_xact_lock(\(Self.throttleLock))", self.logger)
      let expired = attempt.at.timeIntervalSince1970 - throttle.window
      let stale = attempt.at.timeIntervalSince1970 - throttle.inFlightLifetime
      try await db.run(
        "DELETE FROM login_failure WHERE at <= \(expired) OR (inFlight AND at <= \(stale))",
        self.logger
      )
      let (username, address) = try await self.tallies(db, attempt)
      switch throttle.admission(username: username, address: address) {
      case .locked(let until):
        try await self.auditLogin(db, attempt, .loginThrottled)
        return .locked(until: until)
      case .wait:
        return .wait
      case .admit:
        let id = try await db.one(
          """
          INSERT INTO login_failure (username, address, at, inFlight)
          VALUES (\(attempt.username), \(attempt.address), \(attempt.at.timeIntervalSince1970), true)
          RETURNING id
          """,
          Int64.self,
          self.logger
        )
        return .admitted(attemptID: id ?? 0)
      }
    }
  }

  public func loginFailed(_ attempt: LoginAttempt, attemptID: Int64, throttle: LoginThrottle)
    async throws -> Date?
  {
    try await transaction { db in
      try await db.run("SELECT pg_advisory_xact_lock(\(Self.throttleLock))", self.logger)
      try await self.auditLogin(db, attempt, .loginFailed)
      let settled = try await db.rows(
        "UPDATE login_failure SET inFlight = false WHERE id = \(attemptID) RETURNING 1",
        self.logger
      )
      if settled.isEmpty {
        // A right password of the same username forgave its row meanwhile: still a failure.
        try await db.run(
          """
          INSERT INTO login_failure (username, address, at, inFlight)
          VALUES (\(attempt.username), \(attempt.address), \(attempt.at.timeIntervalSince1970), false)
          """,
          self.logger
        )
      }
      let (username, address) = try await self.tallies(db, attempt)
      return throttle.lockEnd(username: username, address: address)
    }
  }

  public func loginSucceeded(_ attempt: LoginAttempt, attemptID: Int64) async throws {
    try await client.query(
      """
      DELETE FROM login_failure
      WHERE (username = \(attempt.username) AND NOT inFlight) OR id = \(attemptID)
      """,
      logger: logger
    )
  }

  /// The rows of the attempt's username and of its address within the window.
  private func tallies(_ db: PostgresConnection, _ attempt: LoginAttempt) async throws
    -> (username: LoginTally, address: LoginTally)
  {
    func tally(_ rows: [PostgresRow]) throws -> LoginTally {
      guard let row = rows.first else {
        return LoginTally(failures: 0, lastFailure: nil, inFlight: 0)
      }
      let (failures, last, inFlight) = try row.decode((Int64, Double?, Int64).self)
      return LoginTally(
        failures: Int(failures),
        lastFailure: last.map(Date.init(timeIntervalSince1970:)),
        inFlight: Int(inFlight)
      )
    }
    let username = try await db.rows(
      """
      SELECT COUNT(*) FILTER (WHERE NOT inFlight), MAX(at) FILTER (WHERE NOT inFlight),
        COUNT(*) FILTER (WHERE inFlight)
      FROM login_failure WHERE username = \(attempt.username)
      """,
      logger
    )
    let address = try await db.rows(
      """
      SELECT COUNT(*) FILTER (WHERE NOT inFlight), MAX(at) FILTER (WHERE NOT inFlight),
        COUNT(*) FILTER (WHERE inFlight)
      FROM login_failure WHERE address = \(attempt.address)
      """,
      logger
    )
    return (try tally(username), try tally(address))
  }

  private func auditLogin(_ db: PostgresConnection, _ attempt: LoginAttempt, _ action: AuditAction)
    async throws
  {
    try await audit(
      db,
      LoginLog.visible(attempt.username),
      action,
      recordType: "login",
      recordID: attempt.address,
      patientID: ""
    )
  }
}
