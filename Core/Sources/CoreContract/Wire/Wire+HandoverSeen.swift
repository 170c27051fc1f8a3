import Foundation

extension Wire {
  /// A nurse has looked at a patient's handover (docs/care-plans.md "Handover"): what
  /// colleagues recorded about her up to `seenAt` is no longer new to `nurse`. Append-only: each
  /// look is a record of its own, so two of her devices marking at once never conflict, and the
  /// latest of hers is what counts. The server stamps `nurse` (the nurse whose token sent it),
  /// so nobody marks a handover seen for a colleague.
  public struct HandoverSeen: TeamRecord {
    public var id: RecordID
    public var patientId: RecordID
    public var nurse: String
    public var seenAt: Date

    /// A mark with every field given.
    public init(id: RecordID, patientId: RecordID, nurse: String, seenAt: Date) {
      self.id = id
      self.patientId = patientId
      self.nurse = nurse
      self.seenAt = seenAt
    }

    public static let type = RecordType(rawValue: "handoverSeen")
    public static let policy = RecordPolicy.appendOnly
    /// The record's fields by their JSON keys (see `TeamRecord.CodingKeys`).
    public enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
      case id, patientId, nurse, seenAt
    }
    /// Never changed by an update: append-only.
    public static func merging(of field: CodingKeys) -> FieldMerging { .fixed }
    /// The nurse is one line.
    public static func text(of field: CodingKeys) -> TextRule? {
      field == .nurse ? .line : nil
    }
    public var recordID: RecordID { id }
    public var parent: RecordReference? { RecordReference(Patient.type, patientId) }

    /// Seen at an instant not in the future; the nurse a line of text, not blank.
    public func validate(today: Date) throws(RuleViolation) {
      try InstantRule.check(seenAt, field: "seenAt", now: today)
      try TextRule.requireNotBlank(nurse, field: "nurse")
      try Self.checkText(nurse, .nurse)
    }
  }
}
