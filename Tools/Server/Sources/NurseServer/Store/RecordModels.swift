import CoreContract
import Foundation

/// A `PUT` of a team record, checked by the route (strict decoding, `validate`, the path's id).
public struct RecordWrite: Sendable {
  /// The kind named by the path.
  public var kind: TeamRecordKind
  /// The body, strictly decoded and validated, in its canonical form.
  public var record: TeamRecordKind.Checked
  /// The nurse's `Idempotency-Key`.
  public var idempotencyKey: String
  /// The method and path, so that a key reused for another request is refused.
  public var requestLine: String
  /// The nurse whose token sent it: her team scopes the write.
  public var nurse: AuthenticatedNurse
}

/// A `PATCH` of a versioned record: the fields a nurse changed and what they held before.
public struct RecordPatchWrite: Sendable {
  /// The kind named by the path: a versioned one.
  public var kind: TeamRecordKind
  /// The record's id, from the path.
  public var id: RecordID
  /// The fields changed, each with the value it was changed from.
  public var changes: [Wire.FieldChange]
  /// The version named by `If-Match`: the one the nurse changed. The merge itself goes by each
  /// field's `from`, so a change made on an older version still lands where nobody else
  /// changed that field since; the base is required so that a client states what it saw.
  public var baseVersion: Int
  /// The nurse's `Idempotency-Key`.
  public var idempotencyKey: String
  /// The method and path, so that a key reused for another request is refused.
  public var requestLine: String
  /// The nurse whose token sent it.
  public var nurse: AuthenticatedNurse
  /// The server's clock, stamped as `updatedAt` when fields land.
  public var now: Date
}

/// One record write, as a single request or a batch entry says it.
public enum RecordCommand: Sendable {
  /// Create or append.
  case put(RecordWrite)
  /// Merge field changes.
  case patch(RecordPatchWrite)

  /// The kind written.
  public var kind: TeamRecordKind {
    switch self {
    case .put(let write): write.kind
    case .patch(let patch): patch.kind
    }
  }

  /// The nurse who sent it.
  public var nurse: AuthenticatedNurse {
    switch self {
    case .put(let write): write.nurse
    case .patch(let patch): patch.nurse
    }
  }

  /// Its key, under which its first success is remembered.
  var replayKey: ReplayKey {
    switch self {
    case .put(let write): ReplayKey(write)
    case .patch(let patch): ReplayKey(patch)
    }
  }
}

/// What one command of `ServerStore.writeRecords` came to: its outcome, or
/// `idempotencyKeyReused` when its key was used for another request.
public typealias RecordCommandResult = Result<RecordWriteOutcome, ServerStoreError>

/// What a record write came to. The store never builds HTTP answers; the routes map these.
///
/// A key replayed by the same nurse for the same request gets the outcome its first success
/// got, and changes nothing. Refusals are not remembered, so a corrected retry goes through.
public enum RecordWriteOutcome: Equatable, Sendable {
  /// True for an outcome that refuses the write (nothing stored, nothing remembered).
  public var isRefusal: Bool {
    switch self {
    case .created, .stored, .merged: false
    case .notFound, .differs, .erased, .invalid: true
    }
  }

  /// Stored for the first time.
  case created(JSONValue)
  /// Already stored with this body (or a read mark already further): the stored record, or a
  /// read mark moved forward.
  case stored(JSONValue)
  /// The changes that still applied landed (if any); the others come back as conflicts.
  case merged(JSONValue, conflicts: [Wire.FieldConflict])
  /// The record, or the record it hangs under, is not in the nurse's team: absent, erased, or
  /// another team's (the same answer, so ids of other teams cannot be probed).
  case notFound
  /// The id already holds another record of the team.
  case differs
  /// The id belongs to an erased record: it is never reused.
  case erased
  /// The record breaks a rule (after a merge, or one only the database can check).
  case invalid(RuleViolation)
}

/// What storing photo bytes came to.
public enum PhotoUploadOutcome: Equatable, Sendable {
  /// Stored for the team.
  case created(PhotoUploadAnswer)
  /// The team already had these bytes.
  case alreadyThere(PhotoUploadAnswer)
}
