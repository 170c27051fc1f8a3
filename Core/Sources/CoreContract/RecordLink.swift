import Foundation

/// The record a link's targets must hang under, as the record naming them says it.
public enum LinkScope: Hashable, Sendable {
  /// Under the same patient, however deep (a visit's assessments hang under its wounds).
  case patient(RecordID)
  /// Directly under this record (a correction names an assessment of the same wound).
  case parent(RecordReference)

  /// What a nurse reads after "names no assessment of this …".
  public var noun: String {
    switch self {
    case .patient: "patient"
    case .parent(let reference): reference.type.rawValue
    }
  }
}

/// A field of a team record that names other records beside its parent: a reply's message, a
/// correction's assessment, a visit's wounds, assessments and Bradens. Each id must be a live
/// record of `type`, in the writer's team, under `scope`; otherwise the field is refused, and
/// an unknown id, an erased record and another team's record get the same answer, so that the
/// refusal tells nothing of what another team holds.
///
/// Declared by the record (`TeamRecord.links`), so the app and the server check the same
/// links, and the server checks them generically in its one record-write path.
public struct RecordLink: Hashable, Sendable {
  /// The wire field naming the records (`replyTo`, `assessments`).
  public var field: String
  /// The kind of record each id must name.
  public var type: RecordType
  /// The ids the field names (one for a single reference, each of a list's).
  public var ids: [RecordID]
  /// The record they must hang under.
  public var scope: LinkScope

  /// A link from `field` to the `type` records `ids`, under `scope`.
  public init(field: String, type: RecordType, ids: [RecordID], scope: LinkScope) {
    self.field = field
    self.type = type
    self.ids = ids
    self.scope = scope
  }

  /// A link from `field` to one `type` record, none when `id` is nil.
  public static func single(
    _ field: String,
    _ type: RecordType,
    _ id: RecordID?,
    _ scope: LinkScope
  ) -> [RecordLink] {
    id.map { [RecordLink(field: field, type: type, ids: [$0], scope: scope)] } ?? []
  }

  /// The refusal of this field: one wording whether the id is unknown, erased, another team's
  /// or under another record.
  public var violation: RuleViolation {
    RuleViolation(field: field, reason: "names no \(type) of this \(scope.noun)")
  }

  /// Throws `violation` unless `target` (the named record as the checker holds it, with its
  /// patient's id; nil when it holds none, or another team's) is under `scope`.
  public func check(_ target: LinkTarget?) throws(RuleViolation) {
    guard let target else { throw violation }
    switch scope {
    case .patient(let patient):
      try RuleViolation.require(target.patientID == patient, field, violation.reason)
    case .parent(let parent):
      try RuleViolation.require(target.parent == parent, field, violation.reason)
    }
  }
}

/// A record a link names, as its checker holds it: its patient and the record it hangs under.
public struct LinkTarget: Hashable, Sendable {
  /// The patient it belongs to.
  public var patientID: RecordID
  /// The record it hangs under, nil for a patient.
  public var parent: RecordReference?

  /// A target under `parent`, of patient `patientID`.
  public init(patientID: RecordID, parent: RecordReference?) {
    self.patientID = patientID
    self.parent = parent
  }
}
