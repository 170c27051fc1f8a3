/// docs/clinical-rules.md "Computed per assessment": area (cm²) = length × width, rounded to one
/// decimal, half away from zero (the PUSH tool's convention; the rectangle over-estimates the
/// wound, but it is what trends are compared in).
public enum WoundArea {
  /// `length × width` to one decimal, half away from zero: 0.5 × 0.1 = 0.05 -> 0.1,
  /// 0.5 × 0.3 = 0.15 -> 0.2, 0.1 × 0.4 = 0.04 -> 0.0.
  public static func area(length: Centimetres, width: Centimetres) -> SquareCentimetres {
    // tenths × tenths is hundredths of a tenth: dividing by 10 gives tenths of a cm², exactly.
    SquareCentimetres(
      tenths: OneDecimal.divideRoundingHalfAwayFromZero(length.tenths * width.tenths, by: 10)
    )
  }

  /// The area of an assessment's findings.
  public static func area(of findings: AssessmentFindings) -> SquareCentimetres {
    area(length: findings.length, width: findings.width)
  }
}
