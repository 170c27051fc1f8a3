import Foundation

/// The clinical ranges a record must keep (docs/clinical-rules.md), for the app and the server alike.
public enum ClinicalLimits {
  /// No wound is longer than ten metres: a larger number is a unit or typing mistake.
  public static let largestLengthCm: Decimal = 1000
  /// Pain on the numeric rating scale.
  public static let pain = 0...10
  /// A position on the wound's clock face (12 towards the patient's head).
  public static let clockPosition = 1...12
  /// One tissue percentage.
  public static let tissuePercentage = 0...100
  /// Braden subscales scored 1-4 (sensory perception, moisture, activity, mobility, nutrition).
  public static let bradenFourPoint = 1...4
  /// The Braden friction-and-shear subscale, scored 1-3.
  public static let bradenFrictionShear = 1...3
  /// The longest message body, in characters as a reader counts them.
  public static let messageBodyLength = 4000

  /// Centimetres from 0 to `largestLengthCm`, to a tenth at most (what a ruler measures).
  public static func checkLength(_ value: Decimal, field: String) throws(RuleViolation) {
    try RuleViolation.require(value >= 0, field, "must be 0 or more")
    try RuleViolation.require(
      value <= largestLengthCm,
      field,
      "must be at most \(largestLengthCm) cm"
    )
    var scaled = value * 10
    var rounded = Decimal()
    NSDecimalRound(&rounded, &scaled, 0, .plain)
    try RuleViolation.require(rounded == scaled, field, "has more than one decimal")
  }

  /// Throws unless `value` is within `range`, naming it.
  public static func check(_ value: Int, in range: ClosedRange<Int>, field: String)
    throws(RuleViolation)
  {
    try RuleViolation.require(
      range.contains(value),
      field,
      "must be between \(range.lowerBound) and \(range.upperBound)"
    )
  }
}
