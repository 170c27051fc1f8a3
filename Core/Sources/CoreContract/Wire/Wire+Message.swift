import Foundation

extension Wire {
  /// A care-team message about a patient: append-only. The server stamps `author` (the
  /// nurse whose token sent it) and `sequence` (its place in the team's change log, which
  /// read marks count in); what a client sends there is replaced.
  public struct Message: TeamRecord {
    public var id: RecordID
    public var patientId: RecordID
    public var author: String
    public var body: String
    public var sentAt: Date
    public var replyTo: RecordID?
    /// Nil until the server has numbered it.
    public var sequence: Int64?

    /// A message with every field given.
    public init(
      id: RecordID,
      patientId: RecordID,
      author: String,
      body: String,
      sentAt: Date,
      replyTo: RecordID? = nil,
      sequence: Int64? = nil
    ) {
      self.id = id
      self.patientId = patientId
      self.author = author
      self.body = body
      self.sentAt = sentAt
      self.replyTo = replyTo
      self.sequence = sequence
    }

    public static let type = RecordType(rawValue: "message")
    public static let policy = RecordPolicy.appendOnly
    /// The record's fields by their JSON keys (see `TeamRecord.CodingKeys`).
    public enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
      case id, patientId, author, body, sentAt, replyTo, sequence
    }
    /// Never changed by an update: append-only.
    public static func merging(of field: CodingKeys) -> FieldMerging { .fixed }
    /// The body may take lines; its author is one line.
    public static func text(of field: CodingKeys) -> TextRule? {
      switch field {
      case .body: return .lines
      case .author: return .line
      default: return nil
      }
    }
    public var recordID: RecordID { id }
    public var parent: RecordReference? { RecordReference(Patient.type, patientId) }
    /// A reply names a message of the same patient's thread.
    public var links: [RecordLink] {
      RecordLink.single("replyTo", Message.type, replyTo, .patient(patientId))
    }

    /// A body that is not blank, at most 4000 characters, lines of text only.
    public func validate(today: Date) throws(RuleViolation) {
      try InstantRule.check(sentAt, field: "sentAt", now: today)
      try TextRule.requireNotBlank(body, field: "body")
      try Self.checkText(body, .body)
      try RuleViolation.require(
        body.count <= ClinicalLimits.messageBodyLength,
        "body",
        "is over \(ClinicalLimits.messageBodyLength) characters"
      )
      try Self.checkText(author, .author)
    }
  }

  /// How far one nurse has read one patient's thread: every message whose `sequence` is at
  /// most `upToSequence`. Per nurse: colleagues never see it, and it only moves forward.
  public struct ReadMark: TeamRecord {
    public var patientId: RecordID
    public var upToSequence: Int64

    /// A mark on `patientId`'s thread.
    public init(patientId: RecordID, upToSequence: Int64) {
      self.patientId = patientId
      self.upToSequence = upToSequence
    }

    public static let type = RecordType(rawValue: "readMark")
    public static let policy = RecordPolicy.perNurse
    /// The record's fields by their JSON keys (see `TeamRecord.CodingKeys`).
    public enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
      case patientId, upToSequence
    }
    /// Replaced by its owner only, never merged.
    public static func merging(of field: CodingKeys) -> FieldMerging { .fixed }
    public var recordID: RecordID { patientId }
    public var parent: RecordReference? { RecordReference(Patient.type, patientId) }

    /// A sequence of 0 or more.
    public func validate(today: Date) throws(RuleViolation) {
      try RuleViolation.require(upToSequence >= 0, "upToSequence", "must be 0 or more")
    }
  }
}
