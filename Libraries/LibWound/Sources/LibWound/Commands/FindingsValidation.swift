import CoreContract
import Foundation
import LibPatient

/// The checks on what was measured and seen, which need nothing but the assessment: the
/// team's own rules (CoreContract's `Wire.Assessment.validate`), the same the server runs.
/// Lengths 0 to `ClinicalLimits.largestLengthCm` to a tenth, both sides above 0 on an open
/// wound, clock positions 1-12, tissue percentages summing to 100, pain 0-10, and texts
/// without control characters (`TextRule`). The first failure is a `RuleViolation` naming
/// the wire field (`lengthCm`, `tissue`, `pain`, `notes`…).
enum FindingsValidation {
  static func validate(_ assessment: Assessment, today: Date) throws(RuleViolation) {
    try AssessmentAdapter.wire(from: assessment).validate(today: today)
  }
}
