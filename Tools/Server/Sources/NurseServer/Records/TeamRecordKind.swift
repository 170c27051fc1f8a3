import CoreContract
import Foundation
import GRDB

/// What the server knows of one kind of team record: the contract type's policy and rules,
/// erased to closures so that one generic write path stores every kind.
///
/// Built from a `TeamRecord` type with `init(_:hooks:)`, one for each kind of `Wire.records`,
/// in `TeamRecordKinds`.
public struct TeamRecordKind: Sendable {
  /// A body that passed strict decoding and `validate(today:)`.
  public struct Checked: Sendable, Equatable {
    /// The record in its canonical wire form (ids lowercase, instants to the millisecond,
    /// absent optionals left out), as the server stores it.
    public var fields: [String: JSONValue]
    /// The record's id (a read mark's is its patient's).
    public var id: RecordID
    /// The record it hangs under, which must be in the nurse's team.
    public var parent: RecordReference?
    /// The contract's record, whose rules against its parent and links the store applies.
    public var record: any TeamRecord

    /// Equal when they store the same fields under the same parent.
    public static func == (lhs: Checked, rhs: Checked) -> Bool {
      lhs.fields == rhs.fields && lhs.id == rhs.id && lhs.parent == rhs.parent
    }
  }

  /// What a stamp may read: who writes and the change sequence number the write takes.
  struct Stamp: Sendable {
    var nurse: AuthenticatedNurse
    var sequence: Int64
  }

  /// The kind's wire name (`patient`, `wound`).
  public let type: RecordType
  /// How it changes.
  public let policy: RecordPolicy
  /// The fields a `PATCH` may change.
  public let mergeableFields: Set<String>
  /// Fields the server writes itself: left out when a body sent again is compared with the
  /// stored one, since the client cannot know them.
  let stampedFields: Set<String>
  /// True when a merge moves `updatedAt` to the server's clock.
  let stampsUpdatedAt: Bool
  /// The per-nurse field that only moves forward (a read mark's `upToSequence`).
  let furthest: String?
  let check: @Sendable ([String: JSONValue], Date) throws(RuleViolation) -> Checked
  let stamp: @Sendable (inout [String: JSONValue], Stamp) -> Void
  /// The record stored `fields` hold, nil when they do not read as one: a parent or a link's
  /// target, read to check a rule against it (stored records are not validated again: a rule
  /// is checked when a record is written, against today's clock).
  let decoded: @Sendable ([String: JSONValue]) -> (any TeamRecord)?
  /// The contract's rule about one field's change (`TeamRecord.checkChange`): a patient's
  /// `mergedInto` is set once.
  let checkChange: @Sendable (Wire.FieldChange) throws(RuleViolation) -> Void
  /// A rule that needs a fact only the store knows (a photo's bytes must be the team's).
  let requirement: UploadedPhotoRequirement?

  init<Record: TeamRecord>(_ record: Record.Type, hooks: TeamRecordHooks = TeamRecordHooks()) {
    type = Record.type
    policy = Record.policy
    mergeableFields = Record.mergeableFields
    stampedFields = hooks.stampedFields.union(
      Record.policy == .versioned ? [ServerStamps.version] : []
    )
    stampsUpdatedAt =
      Record.policy == .versioned && Record.allowedKeys.contains(ServerStamps.updatedAt)
    furthest = hooks.furthest
    stamp = hooks.stamp
    requirement = hooks.requirement
    checkChange = { (change: Wire.FieldChange) throws(RuleViolation) in
      try Record.checkChange(change)
    }
    check = { (fields: [String: JSONValue], today: Date) throws(RuleViolation) -> Checked in
      let record = try Record.strictlyDecoded(fields, today: today)
      guard let canonical = try? JSONValue(encoding: record).fields else {
        throw RuleViolation(field: "body", reason: "could not be read")
      }
      return Checked(
        fields: canonical,
        id: record.recordID,
        parent: record.parent,
        record: record
      )
    }
    decoded = { fields in try? JSONValue.object(fields).decode(as: Record.self) }
  }

  /// `fields` without what the server stamps, to compare a body sent again with the stored one.
  func comparable(_ fields: [String: JSONValue]) -> [String: JSONValue] {
    fields.filter { !stampedFields.contains($0.key) }
  }
}

/// The few things a kind does beyond the generic path, given in `TeamRecordKinds`.
struct TeamRecordHooks: Sendable {
  var stampedFields: Set<String> = []
  var furthest: String?
  var stamp: @Sendable (inout [String: JSONValue], TeamRecordKind.Stamp) -> Void = { _, _ in }
  var requirement: UploadedPhotoRequirement?
}

/// The bytes a team uploaded, as the store knows them: what an attachment must agree with.
struct UploadedPhoto: Equatable, Sendable {
  var format: String
  var byteCount: Int64
}

/// A rule over the uploaded bytes a record names. Each store engine looks the bytes up in its
/// own SQL (`photoNamed` says which); the rule itself is written once, here.
struct UploadedPhotoRequirement: Sendable {
  /// The SHA-256 of the bytes the record names, nil when it names none.
  let photoNamed: @Sendable ([String: JSONValue]) -> String?
  /// The violation given what the team uploaded under that name (nil: nothing), or nil.
  let check: @Sendable ([String: JSONValue], UploadedPhoto?) -> RuleViolation?
}
