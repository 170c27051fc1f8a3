import Foundation

extension Wire {
  /// An ankle-brachial pressure index measurement (docs/clinical-rules.md, "Ankle-brachial
  /// pressure index"): the systolic pressures, in mmHg, taken at one time. Append-only, like a
  /// Braden assessment: a measurement is what was measured, never edited.
  ///
  /// At least one brachial pressure, and at least one ankle pressure (dorsalis pedis or
  /// posterior tibial) of at least one leg: a leg with neither was not assessed (an
  /// amputation, a dressing in the way).
  public struct ABPI: TeamRecord {
    /// The range of a systolic pressure the record takes, in mmHg.
    public static let pressureRange = 20...300

    public var id: RecordID
    public var patientId: RecordID
    public var measuredAt: Date
    /// Who measured, when known (the nurse logged in where it was recorded).
    public var measuredBy: String?
    public var brachialLeft: Int?
    public var brachialRight: Int?
    public var leftDorsalisPedis: Int?
    public var leftPosteriorTibial: Int?
    public var rightDorsalisPedis: Int?
    public var rightPosteriorTibial: Int?

    /// A measurement with every field given; a pressure not taken is nil.
    public init(
      id: RecordID,
      patientId: RecordID,
      measuredAt: Date,
      measuredBy: String? = nil,
      brachialLeft: Int? = nil,
      brachialRight: Int? = nil,
      leftDorsalisPedis: Int? = nil,
      leftPosteriorTibial: Int? = nil,
      rightDorsalisPedis: Int? = nil,
      rightPosteriorTibial: Int? = nil
    ) {
      self.id = id
      self.patientId = patientId
      self.measuredAt = measuredAt
      self.measuredBy = measuredBy
      self.brachialLeft = brachialLeft
      self.brachialRight = brachialRight
      self.leftDorsalisPedis = leftDorsalisPedis
      self.leftPosteriorTibial = leftPosteriorTibial
      self.rightDorsalisPedis = rightDorsalisPedis
      self.rightPosteriorTibial = rightPosteriorTibial
    }

    public static let type = RecordType(rawValue: "abpi")
    public static let policy = RecordPolicy.appendOnly
    /// The record's fields by their JSON keys (see `TeamRecord.CodingKeys`).
    public enum CodingKeys: String, CodingKey, CaseIterable, Sendable {
      case id, patientId, measuredAt, measuredBy, brachialLeft, brachialRight
      case leftDorsalisPedis, leftPosteriorTibial, rightDorsalisPedis, rightPosteriorTibial
    }
    /// Never changed by an update: append-only.
    public static func merging(of field: CodingKeys) -> FieldMerging { .fixed }
    /// Who measured is one line.
    public static func text(of field: CodingKeys) -> TextRule? {
      field == .measuredBy ? .line : nil
    }
    public var recordID: RecordID { id }
    public var parent: RecordReference? { RecordReference(Patient.type, patientId) }

    /// Each pressure a whole number of mmHg in `pressureRange`; a brachial pressure and an
    /// ankle pressure of a leg at least; the author a line of text.
    public func validate(today: Date) throws(RuleViolation) {
      try InstantRule.check(measuredAt, field: "measuredAt", now: today)
      let pressures: [(field: CodingKeys, value: Int?)] = [
        (.brachialLeft, brachialLeft), (.brachialRight, brachialRight),
        (.leftDorsalisPedis, leftDorsalisPedis), (.leftPosteriorTibial, leftPosteriorTibial),
        (.rightDorsalisPedis, rightDorsalisPedis), (.rightPosteriorTibial, rightPosteriorTibial),
      ]
      for pressure in pressures {
        guard let value = pressure.value else { continue }
        try ClinicalLimits.check(value, in: Self.pressureRange, field: pressure.field.rawValue)
      }
      if brachialLeft == nil && brachialRight == nil {
        throw RuleViolation(field: "brachialLeft", reason: "or the right one is required")
      }
      if pressures.dropFirst(2).allSatisfy({ $0.value == nil }) {
        throw RuleViolation(
          field: "leftDorsalisPedis",
          reason: "or another ankle pressure is required: one leg at least"
        )
      }
      try Self.checkText(measuredBy, .measuredBy)
    }
  }
}
