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
  /// `erase` is the administrator's removal of a patient and everything under her.
  case read, create, update, erase
}

/// One line of the audit log: who did what to which record, and when.
public struct AuditEntry: Equatable, Sendable {
  public var nurse: String
  public var action: AuditAction
  /// `patient`, `braden`, `wound`, `wound-assessment` or `photo` (bytes by hash, or an
  /// attachment by id).
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

/// One entry of a change feed: a record as it now is, or the id of one that was erased.
public enum FeedChange<Record: Sendable>: Sendable {
  case record(Record)
  /// A tombstone: the client deletes its copy of this record.
  case deleted(RecordID)
}

/// A page of a change feed, in change-sequence order.
public struct ChangePage<Record: Sendable>: Sendable {
  public var changes: [(sequence: Int64, change: FeedChange<Record>)]
  /// The sequence to ask from next: the last one returned, or `since` when empty.
  public var next: Int64
  public var hasMore: Bool
}

/// What erasing a patient removed: how many records of each kind, each now a tombstone.
public struct ErasureReport: Equatable, Sendable {
  /// The kinds in the order they were erased (children first), with their counts.
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
