import Foundation
import GRDB

/// The login throttle's state: `login_failure` rows (failures, and attempts in flight), counted
/// per username and per address in one transaction with `LoginThrottle`'s decision, so that
/// several server instances on one database agree.
extension SQLiteServerStore {
  public func admitLogin(_ attempt: LoginAttempt, throttle: LoginThrottle) async throws
    -> LoginAdmission
  {
    try await pool.write { db in
      // Failures older than the window, and attempts in flight too long, count for nothing.
      try db.execute(
        sql: "DELETE FROM login_failure WHERE at <= ? OR (inFlight AND at <= ?)",
        arguments: [
          attempt.at.timeIntervalSince1970 - throttle.window,
          attempt.at.timeIntervalSince1970 - throttle.inFlightLifetime,
        ]
      )
      let (username, address) = try Self.tallies(db, attempt)
      switch throttle.admission(username: username, address: address) {
      case .locked(let until):
        try self.auditLogin(db, attempt, .loginThrottled)
        return .locked(until: until)
      case .wait:
        return .wait
      case .admit:
        // Counted now, before the password is checked: parallel guesses cannot all slip in
        // under the limit.
        try db.execute(
          sql: "INSERT INTO login_failure (username, address, at, inFlight) VALUES (?, ?, ?, 1)",
          arguments: [attempt.username, attempt.address, attempt.at.timeIntervalSince1970]
        )
        return .admitted(attemptID: db.lastInsertedRowID)
      }
    }
  }

  public func loginFailed(_ attempt: LoginAttempt, attemptID: Int64, throttle: LoginThrottle)
    async throws -> Date?
  {
    try await pool.write { db in
      try self.auditLogin(db, attempt, .loginFailed)
      try db.execute(
        sql: "UPDATE login_failure SET inFlight = 0 WHERE id = ?",
        arguments: [attemptID]
      )
      if db.changesCount == 0 {
        // A right password of the same username forgave its row meanwhile: still a failure.
        try db.execute(
          sql: "INSERT INTO login_failure (username, address, at, inFlight) VALUES (?, ?, ?, 0)",
          arguments: [attempt.username, attempt.address, attempt.at.timeIntervalSince1970]
        )
      }
      let (username, address) = try Self.tallies(db, attempt)
      return throttle.lockEnd(username: username, address: address)
    }
  }

  public func loginSucceeded(_ attempt: LoginAttempt, attemptID: Int64) async throws {
    try await pool.write { db in
      // Her own earlier slips are forgiven, and this attempt settles; the address's other
      // failures and the attempts still in flight stay.
      try db.execute(
        sql: "DELETE FROM login_failure WHERE (username = ? AND NOT inFlight) OR id = ?",
        arguments: [attempt.username, attemptID]
      )
    }
  }

  /// The rows of the attempt's username and of its address within the window.
  private static func tallies(_ db: Database, _ attempt: LoginAttempt) throws
    -> (username: LoginTally, address: LoginTally)
  {
    func tally(_ column: String, _ value: String) throws -> LoginTally {
      let row = try Row.fetchOne(
        db,
        sql: """
          SELECT COALESCE(SUM(NOT inFlight), 0), MAX(CASE WHEN inFlight THEN NULL ELSE at END),
            COALESCE(SUM(inFlight), 0)
          FROM login_failure WHERE \(column) = ?
          """,
        arguments: [value]
      )
      return LoginTally(
        failures: row?[0] ?? 0,
        lastFailure: (row?[1] as Double?).map(Date.init(timeIntervalSince1970:)),
        inFlight: row?[2] ?? 0
      )
    }
    return (try tally("username", attempt.username), try tally("address", attempt.address))
  }

  private func auditLogin(_ db: Database, _ attempt: LoginAttempt, _ action: AuditAction) throws {
    try audit(
      db,
      LoginLog.visible(attempt.username),
      action,
      recordType: "login",
      recordID: attempt.address,
      patientID: ""
    )
  }
}
