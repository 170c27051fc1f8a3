import Foundation

/// The rules wounds, their assessments and photo attachments meet before they are stored: the
/// client's own (LibWound), so that anything a nurse could record offline is accepted. Each
/// refusal is a 422 problem naming the field, never quoting its value.
enum WoundValidation {
  /// No wound is longer than ten metres: a larger number is a unit or typing mistake.
  static let largestLength: Decimal = 1000

  static func validate(_ wound: WoundRecord, today: Date) throws {
    try RecordValidation.validateDay(wound.openedOn, field: "openedOn", today: today)
    try require(WoundRecord.types.contains(wound.type), "type", "is not a wound type")
    try require(WoundRecord.sites.contains(wound.site), "site", "is not a body site")
    if let stage = wound.stage {
      try require(WoundRecord.stages.contains(stage), "stage", "is not an NPIAP stage")
      try require(wound.type == WoundRecord.stagedType, "stage", "is for a pressure injury only")
    }
    try require(WoundRecord.statuses.contains(wound.status), "status", "is not open|healed|closed")
    if wound.status == "healed" {
      guard let healedOn = wound.healedOn else {
        throw Problem.invalid("healedOn is required on a healed wound.", field: "healedOn")
      }
      try RecordValidation.validateDay(healedOn, field: "healedOn", today: today)
    }
  }

  static func validate(_ assessment: WoundAssessmentRecord) throws {
    try length(assessment.lengthCm, "lengthCm")
    try length(assessment.widthCm, "widthCm")
    if let depth = assessment.depthCm { try length(depth, "depthCm") }
    // Both sides 0 is a closed wound; an open wound has both above 0 (one 0 is a typing slip).
    if !assessment.measuresClosed {
      try require(assessment.lengthCm > 0, "lengthCm", "must be above 0 on an open wound")
      try require(assessment.widthCm > 0, "widthCm", "must be above 0 on an open wound")
    }
    for (extent, field) in [
      (assessment.undermining, "undermining"), (assessment.tunnelling, "tunnelling"),
    ] {
      guard let extent else { continue }
      try require((1...12).contains(extent.clockPosition), field, "clock position must be 1-12")
      try length(extent.depthCm, field)
    }
    let tissue = assessment.tissue.parts
    try require(tissue.allSatisfy { (0...100).contains($0) }, "tissue", "each must be 0-100")
    let total = tissue.reduce(0, +)
    if !(assessment.measuresClosed && total == 0) {
      try require(total == 100, "tissue", "percentages must sum to 100")
    }
    try vocabulary(assessment)
    if let pain = assessment.pain {
      try require((0...10).contains(pain), "pain", "must be 0-10")
    }
  }

  static func validate(_ attachment: PhotoAttachmentRecord) throws -> PhotoAttachmentRecord {
    var attachment = attachment
    guard let sha256 = PhotoFormat.normalisedHash(attachment.sha256) else {
      throw Problem.invalid("sha256 must be 64 hexadecimal digits.", field: "sha256")
    }
    attachment.sha256 = sha256
    try require(PhotoFormat(rawValue: attachment.format) != nil, "format", "must be jpeg or png")
    try require(
      (1...PhotoFormat.maximumByteCount).contains(attachment.byteCount),
      "byteCount",
      "must be 1 to \(PhotoFormat.maximumByteCount)"
    )
    return attachment
  }

  private static func vocabulary(_ assessment: WoundAssessmentRecord) throws {
    typealias Record = WoundAssessmentRecord
    try require(Record.exudateAmounts.contains(assessment.exudate), "exudate", "is unknown")
    if let type = assessment.exudateType {
      try require(Record.exudateTypes.contains(type), "exudateType", "is unknown")
    }
    try require(
      assessment.periwound.allSatisfy(Record.periwoundConditions.contains),
      "periwound",
      "names an unknown condition"
    )
    try require(
      assessment.infectionSigns.allSatisfy(Record.infectionSignNames.contains),
      "infectionSigns",
      "names an unknown sign"
    )
  }

  /// Centimetres from 0 to `largestLength`, to a tenth at most (what a ruler measures).
  private static func length(_ value: Decimal, _ field: String) throws {
    try require(value >= 0, field, "must be 0 or more")
    try require(value <= largestLength, field, "must be at most \(largestLength) cm")
    var scaled = value * 10
    var rounded = Decimal()
    NSDecimalRound(&rounded, &scaled, 0, .plain)
    try require(rounded == scaled, field, "has more than one decimal")
  }

  private static func require(_ condition: Bool, _ field: String, _ reason: String) throws {
    if !condition { throw Problem.invalid("\(field) \(reason).", field: field) }
  }
}
