/// docs/clinical-rules.md "Computed per wound": the percent area reduction (PAR) from the
/// baseline, (baseline area − area) / baseline area × 100, to one decimal; negative when the
/// wound grew.
public struct PercentAreaReduction: Hashable, Comparable, Sendable, Codable,
  CustomStringConvertible
{
  /// The reduction in tenths of a percent (`499` is 49.9%), rounded half away from zero.
  public let tenths: Int

  /// A reduction of `tenths` tenths of a percent.
  public init(tenths: Int) { self.tenths = tenths }

  /// The reduction from `baseline` to `area`; nil when the baseline area is 0.0, since nothing
  /// can be reduced from nothing (and dividing by it has no answer).
  public init?(baseline: SquareCentimetres, area: SquareCentimetres) {
    guard baseline.tenths != 0 else { return nil }
    // (b − a) / b × 100 in tenths of a percent is (b − a) × 1000 / b, divided exactly.
    tenths = OneDecimal.divideRoundingHalfAwayFromZero(
      (baseline.tenths - area.tenths) * 1000,
      by: baseline.tenths
    )
  }

  /// The reduction as a `Double` percentage, for charts and display only.
  public var value: Double { Double(tenths) / 10 }

  /// `49.9`, `-12.5`: always one decimal, no percent sign.
  public var description: String { OneDecimal.text(tenths) }

  /// True when `lhs` is the smaller reduction.
  public static func < (lhs: PercentAreaReduction, rhs: PercentAreaReduction) -> Bool {
    lhs.tenths < rhs.tenths
  }
}
