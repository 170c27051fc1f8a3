import Foundation

extension Wire {
  /// A wound as the team shares it. `version` is the server's (nil until it has the wound).
  public struct Wound: TeamRecord {
    /// Where the wound stands: open, healed (with `healedOn`), or closed for another reason.
    public enum Status: String, Codable, Sendable, CaseIterable {
      case open, healed, closed
    }

    public var id: RecordID
    public var patientId: RecordID
    /// `YYYY-MM-DD`.
    public var openedOn: String
    public var openedBy: String?
    public var type: WoundType
    /// The body structure and its side, as the short name (`left-heel`): one field, so two
    /// nurses' edits cannot merge into a side the structure does not have.
    public var site: BodySite
    /// Where on the site, as a clock face (1-12, 12 towards the patient's head); nil when not
    /// said. Absent from the JSON when nil, so a wound without it reads as before.
    public var clockPosition: Int?
    public var description: String?
    public var stage: PressureInjuryStage?
    public var status: Status
    /// `YYYY-MM-DD`, required when `status` is `healed`.
    public var healedOn: String?
    public var closedReason: String?
    public var version: Int?
    public var createdAt: Date
    public var updatedAt: Date

    /// A wound with every field given.
    public init(
      id: RecordID,
      patientId: RecordID,
      openedOn: String,
      openedBy: String? = nil,
      type: WoundType,
      site: BodySite,
      clockPosition: Int? = nil,
      description: String? = nil,
      stage: PressureInjuryStage? = nil,
      status: Status = .open,
      healedOn: String? = nil,
      closedReason: String? = nil,
      version: Int? = nil,
      createdAt: Date,
      updatedAt: Date
    ) {
      self.id = id
      self.patientId = patientId
      self.openedOn = openedOn
      self.openedBy = openedBy
      self.type = type
      self.site = site
      self.clockPosition = clockPosition
      self.description = description
      self.stage = stage
      self.status = status
      self.healedOn = healedOn
      self.closedReason = closedReason
      self.version = version
      self.createdAt = createdAt
      self.updatedAt = updatedAt
    }

    public static let type = RecordType(rawValue: "wound")
    public static let policy = RecordPolicy.versioned
    /// The record's fields by their JSON keys (see `TeamRecord.CodingKeys`).
    public enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
      case id, patientId, openedOn, openedBy, type, site, clockPosition, description, stage
      case status, healedOn, closedReason, version, createdAt, updatedAt
    }
    /// What the wound is and where it stands merge; who opened it, when, and under which
    /// patient never change.
    public static func merging(of field: CodingKeys) -> FieldMerging {
      switch field {
      case .type, .site, .clockPosition, .description, .stage, .status, .healedOn, .closedReason:
        return .merges
      case .id, .patientId, .openedOn, .openedBy, .version, .createdAt, .updatedAt:
        return .fixed
      }
    }
    /// Where on the site may take lines; who opened it and why it closed are one line each.
    public static func text(of field: CodingKeys) -> TextRule? {
      switch field {
      case .description: return .lines
      case .openedBy, .closedReason: return .line
      default: return nil
      }
    }
    public var recordID: RecordID { id }
    public var parent: RecordReference? { RecordReference(Patient.type, patientId) }

    /// Real days from 1900; a clock position 1-12; a stage only on a pressure injury; a healed
    /// wound has its day. (A site's side fits its structure by construction: `BodySite`.)
    public func validate(today: Date) throws(RuleViolation) {
      try CalendarDayRule.check(openedOn, field: "openedOn", today: today)
      if let clockPosition {
        try ClinicalLimits.check(
          clockPosition,
          in: ClinicalLimits.clockPosition,
          field: "clockPosition"
        )
      }
      try Self.checkText(openedBy, .openedBy)
      try Self.checkText(description, .description)
      try Self.checkText(closedReason, .closedReason)
      try StageRule.check(stage, type: type)
      if status == .healed {
        guard let healedOn else {
          throw RuleViolation(field: "healedOn", reason: "is required on a healed wound")
        }
        try CalendarDayRule.check(healedOn, field: "healedOn", today: today)
        // Both are real `YYYY-MM-DD` days here: their text sorts as the days do.
        try RuleViolation.require(
          healedOn >= openedOn,
          "healedOn",
          "is before the wound was opened"
        )
      }
    }
  }
}
