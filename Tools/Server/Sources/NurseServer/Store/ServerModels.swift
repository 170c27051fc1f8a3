import CoreContract
import Foundation

/// A team of nurses: the unit that shares patients.
public struct Team: Equatable, Sendable {
  public var id: Int64
  public var name: String
}

/// A nurse as administration lists her (never with her password hash).
public struct NurseSummary: Equatable, Sendable {
  public var id: Int64
  public var username: String
  public var team: String
  /// A disabled nurse cannot log in and has no session.
  public var disabled = false
}

/// A nurse's login record: what login needs to check a password.
public struct NurseCredentials: Sendable {
  public var nurse: AuthenticatedNurse
  public var passwordHash: String
  /// Login refuses her as it refuses a wrong password, after checking the password all the
  /// same so that the answer takes as long.
  public var disabled = false
}

/// The nurse a request acts for, found from its bearer token.
public struct AuthenticatedNurse: Equatable, Sendable {
  public var id: Int64
  public var username: String
  public var teamID: Int64
  public var team: String
}

/// What the audit log records: an access to patient data, or a refused login.
public enum AuditAction: String, Sendable {
  /// `erase` is the administrator's removal of a patient and everything under her.
  case read, create, update, erase
  /// A wrong password, an unknown username or a disabled nurse: `nurse` is the username sent,
  /// `recordType` is `login` and `recordID` the client's address.
  case loginFailed = "login-failed"
  /// A login refused unchecked because its username or address is locked (429).
  case loginThrottled = "login-throttled"
}

/// One line of the audit log: who did what to which record, and when.
public struct AuditEntry: Equatable, Sendable {
  public var nurse: String
  public var action: AuditAction
  /// The record's kind (`patient`, `wound`, `assessment`, `photo`…); `photo` is also photo
  /// bytes, named by their hash.
  public var recordType: String
  public var recordID: String
  /// The patient the record belongs to (the record itself for a patient), for `audit --patient`.
  public var patientID: String
  public var at: Date
}

/// What erasing a patient removed: how many records of each kind, each now a tombstone.
public struct ErasureReport: Equatable, Sendable {
  /// The kinds in the order they were erased (children first), with their counts; each erased
  /// record is now a tombstone in the change log.
  public var erased: [(kind: String, count: Int)]

  public static func == (lhs: ErasureReport, rhs: ErasureReport) -> Bool {
    lhs.erased.map(\.kind) == rhs.erased.map(\.kind)
      && lhs.erased.map(\.count) == rhs.erased.map(\.count)
  }
}

/// Errors a store reports to the routes.
public enum ServerStoreError: Error, Equatable, Sendable {
  /// The `Idempotency-Key` was already used by this nurse for another request.
  case idempotencyKeyReused
  case teamExists(String)
  case unknownTeam(String)
  case usernameTaken(String)
}
