import Foundation
import GRDB

/// The login throttle's state: `login_failure` rows, counted per username and per address in
/// one transaction with the decision, so that several server instances on one database agree.
extension SQLiteServerStore {
  public func admitLogin(_ attempt: LoginAttempt, throttle: LoginThrottle) async throws
    -> LoginAdmission
  {
    try await pool.write { db in
      // Rows older than the window count for nothing any more.
      try db.execute(
        sql: "DELETE FROM login_failure WHERE at <= ?",
        arguments: [attempt.at.timeIntervalSince1970 - throttle.window]
      )
      if let until = try Self.lockEnd(db, attempt, throttle) {
        try self.auditLogin(db, attempt, .loginThrottled)
        return .locked(until: until)
      }
      // Counted now, before the password is checked: parallel guesses cannot all slip in
      // under the limit. A right password removes it again.
      try db.execute(
        sql: "INSERT INTO login_failure (username, address, at) VALUES (?, ?, ?)",
        arguments: [attempt.username, attempt.address, attempt.at.timeIntervalSince1970]
      )
      return .admitted
    }
  }

  public func loginFailed(_ attempt: LoginAttempt, throttle: LoginThrottle) async throws -> Date? {
    try await pool.write { db in
      try self.auditLogin(db, attempt, .loginFailed)
      return try Self.lockEnd(db, attempt, throttle)
    }
  }

  public func loginSucceeded(_ attempt: LoginAttempt) async throws {
    try await pool.write { db in
      // Her own earlier slips are forgiven; the address's count is kept.
      try db.execute(
        sql: "DELETE FROM login_failure WHERE username = ?",
        arguments: [attempt.username]
      )
    }
  }

  /// When the lock on the attempt's username or address ends, nil when neither is locked:
  /// one window after the last failure, once the window holds the limit's number of failures.
  private static func lockEnd(_ db: Database, _ attempt: LoginAttempt, _ throttle: LoginThrottle)
    throws -> Date?
  {
    let since = attempt.at.timeIntervalSince1970 - throttle.window
    let locks = [
      ("username", attempt.username, throttle.failuresPerUsername),
      ("address", attempt.address, throttle.failuresPerAddress),
    ]
    var end: Double?
    for (column, value, limit) in locks {
      guard
        let row = try Row.fetchOne(
          db,
          sql: "SELECT COUNT(*), MAX(at) FROM login_failure WHERE \(column) = ? AND at > ?",
          arguments: [value, since]
        ),
        row[0] as Int >= limit, let last = row[1] as Double?
      else { continue }
      end = max(end ?? 0, last + throttle.window)
    }
    return end.map { Date(timeIntervalSince1970: $0) }
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
