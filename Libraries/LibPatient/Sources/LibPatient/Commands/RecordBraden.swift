import CoreContract
import Foundation

/// Records a Braden assessment, append-only, with an `append` outbox entry.
struct RecordBraden {
  /// How far ahead of this machine's clock an assessment may be dated: another device's
  /// clock, or a time typed to the minute, can be slightly ahead.
  static let allowedClockSkew: TimeInterval = 60

  let cache: any PatientCache
  let now: @Sendable () -> Date
  let author: @Sendable () -> String?

  func execute(_ assessment: BradenAssessment) async throws {
    var assessment = assessment
    let by = (assessment.assessedBy ?? author())?.trimmingCharacters(in: .whitespaces)
    assessment.assessedBy = by?.isEmpty == false ? by : nil
    let date = now()
    try Self.validate(assessment.scores)
    if assessment.assessedAt > date.addingTimeInterval(Self.allowedClockSkew) {
      throw RuleViolation(field: "at", reason: "is in the future")
    }
    try await cache.append(assessment, recordedAt: date)
  }

  /// Checks each subscale against the contract's range (`ClinicalLimits`), in the order of the
  /// form, and names the first one out of range by the option the nurse typed it with.
  static func validate(_ scores: BradenScores) throws {
    let fourPoint = ClinicalLimits.bradenFourPoint
    let subscales: [(field: String, value: Int, range: ClosedRange<Int>)] = [
      ("sensory", scores.sensoryPerception, fourPoint),
      ("moisture", scores.moisture, fourPoint),
      ("activity", scores.activity, fourPoint),
      ("mobility", scores.mobility, fourPoint),
      ("nutrition", scores.nutrition, fourPoint),
      ("friction", scores.frictionShear, ClinicalLimits.bradenFrictionShear),
    ]
    for subscale in subscales where !subscale.range.contains(subscale.value) {
      throw RuleViolation(
        field: subscale.field,
        reason: "must be \(subscale.range.lowerBound)-\(subscale.range.upperBound)"
      )
    }
  }
}
