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
}

/// A nurse's login record: what login needs to check a password.
public struct NurseCredentials: Sendable {
  public var nurse: AuthenticatedNurse
  public var passwordHash: String
}

/// The nurse a request acts for, found from its bearer token.
public struct AuthenticatedNurse: Equatable, Sendable {
  public var id: Int64
  public var username: String
  public var teamID: Int64
  public var team: String
}

/// What the audit log records of an access to patient data.
public enum AuditAction: String, Sendable {
  case read, create, update
}

/// One line of the audit log: who did what to which record, and when.
public struct AuditEntry: Equatable, Sendable {
  public var nurse: String
  public var action: AuditAction
  /// `patient` or `braden`.
  public var recordType: String
  public var recordID: String
  /// The patient the record belongs to (the record itself for a patient), for `audit --patient`.
  public var patientID: String
  public var at: Date
}

/// An answer as it was first sent, remembered under its `Idempotency-Key`.
public struct StoredResponse: Equatable, Sendable {
  public var status: Int
  public var body: Data
}

/// A write as the routes hand it to the store.
public struct WriteRequest<Record: Sendable>: Sendable {
  public var record: Record
  /// The version named by `If-Match`, nil when the header was absent.
  public var ifMatch: Int?
  public var idempotencyKey: String
  /// The method and path, so a key reused for another request is refused.
  public var requestLine: String
  public var nurse: AuthenticatedNurse
}

/// What a patient PUT came to; the route turns it into an answer.
public enum PatientWriteOutcome: Sendable {
  case created(PatientRecord)
  case updated(PatientRecord)
  /// Absent from the nurse's team (absent, or another team's: both are 404).
  case notFound
  /// The patient exists and the request had no `If-Match`.
  case preconditionRequired
  /// `If-Match` named an old version; carries the current record.
  case stale(current: PatientRecord)
}

/// What a Braden PUT came to.
public enum BradenWriteOutcome: Sendable {
  case created(BradenRecord)
  /// The same assessment sent again: nothing changed.
  case unchanged(BradenRecord)
  /// Another assessment already has this id.
  case conflict
  /// The assessment's patient, or the assessment itself, is not in the nurse's team.
  case notFound
}

/// A page of a change feed, in change-sequence order.
public struct ChangePage<Record: Sendable>: Sendable {
  public var changes: [(sequence: Int64, record: Record)]
  /// The sequence to ask from next: the last one returned, or `since` when empty.
  public var next: Int64
  public var hasMore: Bool
}

/// Errors a store reports to the routes.
public enum ServerStoreError: Error, Equatable, Sendable {
  /// The `Idempotency-Key` was already used by this nurse for another request.
  case idempotencyKeyReused
  case teamExists(String)
  case unknownTeam(String)
  case usernameTaken(String)
}
