/// The checks on what was measured and seen, which need nothing but the findings
/// (DOMAIN.md "Assessment"), in the order of the form; the first failure names its field.
enum FindingsValidation {
  static func validate(_ findings: AssessmentFindings) throws {
    try checkSize(findings)
    if let depth = findings.depth, depth.tenths < 0 {
      throw WoundValidationError(field: "depth", reason: "must be 0 or more")
    }
    try check(findings.undermining, field: "undermining")
    try check(findings.tunnelling, field: "tunnelling")
    try checkTissue(findings.tissue, closed: findings.isClosed)
    if let pain = findings.pain, !(0...10).contains(pain) {
      throw WoundValidationError(field: "pain", reason: "must be 0-10")
    }
  }

  /// An open wound has a length and a width above 0. Both 0 is a closed wound (PUSH 0 area
  /// points); one of them 0 is a typing mistake.
  private static func checkSize(_ findings: AssessmentFindings) throws {
    if findings.isClosed { return }
    if findings.length.tenths <= 0 {
      throw WoundValidationError(field: "length", reason: "must be above 0 on an open wound")
    }
    if findings.width.tenths <= 0 {
      throw WoundValidationError(field: "width", reason: "must be above 0 on an open wound")
    }
  }

  private static func check(_ extent: ClockExtent?, field: String) throws {
    guard let extent else { return }
    if !(1...12).contains(extent.clockPosition) {
      throw WoundValidationError(field: field, reason: "clock position must be 1-12")
    }
    if extent.depth.tenths < 0 {
      throw WoundValidationError(field: field, reason: "depth must be 0 or more")
    }
  }

  /// Each percentage 0-100, and the four sum to exactly 100 for an open wound; a closed wound
  /// may have no tissue at all (or a full mix, as an open one).
  private static func checkTissue(_ tissue: TissueMix, closed: Bool) throws {
    let parts = [tissue.epithelial, tissue.granulation, tissue.slough, tissue.necrotic]
    if parts.contains(where: { !(0...100).contains($0) }) {
      throw WoundValidationError(field: "tissue", reason: "each percentage must be 0-100")
    }
    if closed && tissue.total == 0 { return }
    if tissue.total != 100 {
      throw WoundValidationError(field: "tissue", reason: "percentages must sum to 100")
    }
  }
}
