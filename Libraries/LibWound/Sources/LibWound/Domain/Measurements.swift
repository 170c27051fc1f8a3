import Foundation
import LibPatient

// Lengths, areas and percentages are kept as whole tenths (Int), not Double:
// docs/clinical-rules.md rounds every one of them to one decimal "half away from zero", and a
// binary Double cannot hold 0.1 exactly (0.15 is stored as 0.1499…, which would round the wrong
// way). Integer tenths make every product, comparison and rounding exact, and match what a
// nurse measures with a ruler.

/// A length in centimetres, to the tenth of a centimetre a nurse measures with a ruler.
public struct Centimetres: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// The length in tenths of a centimetre (`35` is 3.5 cm).
  public let tenths: Int

  /// A length of `tenths` tenths of a centimetre.
  public init(tenths: Int) { self.tenths = tenths }

  /// Parses a decimal with at most one decimal place (`"3"`, `"3.5"`, `"3,5"`, `"-0.2"`); nil
  /// otherwise, so `"3.55"` is refused rather than silently rounded.
  public init?(_ text: String) {
    guard let tenths = OneDecimal.tenths(parsing: text) else { return nil }
    self.tenths = tenths
  }

  /// The length as a `Double`, for charts and display only (never for computing).
  public var value: Double { Double(tenths) / 10 }

  /// `3.5`: always one decimal.
  public var description: String { OneDecimal.text(tenths) }

  /// True when `lhs` is the shorter length.
  public static func < (lhs: Centimetres, rhs: Centimetres) -> Bool { lhs.tenths < rhs.tenths }
}

/// An area in square centimetres, to one decimal (see `WoundArea`).
public struct SquareCentimetres: Hashable, Comparable, Sendable, Codable,
  CustomStringConvertible
{
  /// The area in tenths of a square centimetre (`125` is 12.5 cm²).
  public let tenths: Int

  /// An area of `tenths` tenths of a square centimetre.
  public init(tenths: Int) { self.tenths = tenths }

  /// The area as a `Double`, for charts and display only.
  public var value: Double { Double(tenths) / 10 }

  /// `12.5`: always one decimal.
  public var description: String { OneDecimal.text(tenths) }

  /// True when `lhs` is the smaller area.
  public static func < (lhs: SquareCentimetres, rhs: SquareCentimetres) -> Bool {
    lhs.tenths < rhs.tenths
  }
}

/// Whole-tenths arithmetic shared by the measurement types.
enum OneDecimal {
  /// `numerator / denominator` rounded to the nearest integer, half away from zero, exactly.
  static func divideRoundingHalfAwayFromZero(_ numerator: Int, by denominator: Int) -> Int {
    precondition(denominator != 0)
    let negative = (numerator < 0) != (denominator < 0)
    let (n, d) = (abs(numerator), abs(denominator))
    let rounded = (2 * n + d) / (2 * d)
    return negative ? -rounded : rounded
  }

  static func text(_ tenths: Int) -> String {
    let sign = tenths < 0 ? "-" : ""
    return "\(sign)\(abs(tenths) / 10).\(abs(tenths) % 10)"
  }

  static func tenths(parsing text: String) -> Int? {
    var body = Substring(text.trimmingCharacters(in: .whitespaces))
    let negative = body.hasPrefix("-")
    if negative { body = body.dropFirst() }
    // A decimal comma is how half of Europe writes 3,2 cm: read it as the point it means.
    let parts = body.split(omittingEmptySubsequences: false) { $0 == "." || $0 == "," }
    guard (1...2).contains(parts.count), !parts[0].isEmpty,
      parts[0].allSatisfy(\.isASCII), let whole = Int(parts[0]), whole >= 0
    else { return nil }
    var fraction = 0
    if parts.count == 2 {
      guard parts[1].count == 1, let digit = Int(parts[1]) else { return nil }
      fraction = digit
    }
    let tenths = whole * 10 + fraction
    return negative ? -tenths : tenths
  }
}
