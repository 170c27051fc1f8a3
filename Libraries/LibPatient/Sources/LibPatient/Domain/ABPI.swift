import CoreContract
import Foundation
import Tagged

/// An ankle-brachial pressure index measurement: the systolic pressures, in mmHg, taken at one
/// time, and the index and band of each leg assessed (docs/clinical-rules.md,
/// "Ankle-brachial pressure index").
public struct ABPIMeasurement: Hashable, Sendable, Identifiable {
  /// A measurement's id: only a measurement's id can be passed as one.
  public typealias ID = Tagged<ABPIMeasurement, UUID>

  /// The systolic pressures a measurement takes, in whole mmHg: the team's rule.
  public static let pressureRange = Wire.ABPI.pressureRange

  /// The measurement's id, made by the caller so recording works offline.
  public var id: ID
  /// The patient measured.
  public var patientID: Patient.ID
  /// When it was measured.
  public var measuredAt: Date
  /// Who measured; the nurse logged in (the library's `author`) when nil.
  public var measuredBy: String?
  /// The left and right brachial pressures; one at least.
  public var brachial: ArmPressures
  /// Each leg's ankle pressures; nil for a leg not assessed. One leg at least.
  public var left: AnklePressures?
  /// See `left`.
  public var right: AnklePressures?

  /// A measurement with every field given.
  public init(
    id: ID = ID(),
    patientID: Patient.ID,
    measuredAt: Date,
    measuredBy: String? = nil,
    brachial: ArmPressures,
    left: AnklePressures?,
    right: AnklePressures?
  ) {
    self.id = id
    self.patientID = patientID
    self.measuredAt = measuredAt
    self.measuredBy = measuredBy
    self.brachial = brachial
    self.left = left
    self.right = right
  }

  /// The index of `leg`, nil when the leg was not assessed.
  public func index(of leg: Leg) -> LegIndex? {
    guard let brachial = brachial.higher,
      let ankle = (leg == .left ? left : right)?.higher
    else { return nil }
    return LegIndex(leg: leg, ankle: ankle, brachial: brachial)
  }

  /// The index of each leg assessed, left first.
  public var indices: [LegIndex] { Leg.allCases.compactMap(index(of:)) }

  /// "left 0.91 no significant arterial disease (compression: full or reduced) · right not
  /// assessed": each leg, worded once for the screens, the command line and the report.
  public var legsText: String {
    Leg.allCases.map { leg in
      guard let index = index(of: leg) else { return "\(leg.rawValue) not assessed" }
      return "\(leg.rawValue) \(index.text) \(index.band.meaning) "
        + "(compression: \(index.band.compressionAllowed))"
    }.joined(separator: " · ")
  }
}

/// A leg.
public enum Leg: String, CaseIterable, Hashable, Sendable {
  case left, right
}

/// The brachial systolic pressures, in mmHg.
public struct ArmPressures: Hashable, Sendable {
  public var left: Int?
  public var right: Int?

  /// The pressures taken; nil for an arm not measured.
  public init(left: Int?, right: Int?) {
    self.left = left
    self.right = right
  }

  /// The higher of the two: the index's denominator.
  public var higher: Int? { [left, right].compactMap { $0 }.max() }
}

/// A leg's ankle systolic pressures, in mmHg.
public struct AnklePressures: Hashable, Sendable {
  public var dorsalisPedis: Int?
  public var posteriorTibial: Int?

  /// The pressures taken; nil for an artery not measured.
  public init(dorsalisPedis: Int?, posteriorTibial: Int?) {
    self.dorsalisPedis = dorsalisPedis
    self.posteriorTibial = posteriorTibial
  }

  /// The leg's pressures, nil when neither was taken: the leg was not assessed.
  public static func taken(dorsalisPedis: Int?, posteriorTibial: Int?) -> AnklePressures? {
    dorsalisPedis == nil && posteriorTibial == nil
      ? nil : AnklePressures(dorsalisPedis: dorsalisPedis, posteriorTibial: posteriorTibial)
  }

  /// The higher of the two: the index's numerator.
  public var higher: Int? { [dorsalisPedis, posteriorTibial].compactMap { $0 }.max() }
}

/// The ABPI of one leg: the higher ankle pressure over the higher brachial pressure, rounded
/// to two decimals half away from zero, and its band.
public struct LegIndex: Hashable, Sendable {
  /// The leg.
  public var leg: Leg
  /// The index in hundredths (`95` is 0.95), rounded half away from zero.
  public var hundredths: Int

  /// The index of a leg from its higher ankle and the higher brachial pressure.
  public init(leg: Leg, ankle: Int, brachial: Int) {
    self.leg = leg
    // Both are positive: half away from zero is half up, in whole numbers, exactly.
    hundredths = (200 * ankle + brachial) / (2 * brachial)
  }

  /// The index, exactly two decimals.
  public var value: Decimal { Decimal(hundredths) / 100 }

  /// The index as printed: `0.95`.
  public var text: String { String(format: "%d.%02d", hundredths / 100, hundredths % 100) }

  /// The band of the rounded index.
  public var band: ABPIBand {
    switch hundredths {
    case ..<50: .severeArterialDisease
    case 50...79: .arterialOrMixedDisease
    case 80...130: .noSignificantArterialDisease
    default: .incompressible
    }
  }
}

/// The bands of an ABPI (NICE CKS 2019; Wounds UK 2019) and the compression each allows.
public enum ABPIBand: String, CaseIterable, Hashable, Sendable {
  /// Under 0.50.
  case severeArterialDisease = "severe-arterial-disease"
  /// 0.50-0.79.
  case arterialOrMixedDisease = "arterial-or-mixed-disease"
  /// 0.80-1.30.
  case noSignificantArterialDisease = "no-significant-arterial-disease"
  /// Over 1.30.
  case incompressible

  /// What the band means, and what to do, in words.
  public var meaning: String {
    switch self {
    case .severeArterialDisease: "severe arterial disease: urgent vascular referral"
    case .arterialOrMixedDisease: "arterial or mixed disease"
    case .noSignificantArterialDisease: "no significant arterial disease"
    case .incompressible:
      "arteries may be incompressible: ABPI unreliable, refer for toe pressures"
    }
  }

  /// Whether a care plan may put `level` on a leg in this band without a specialist's advice:
  /// only a leg without significant arterial disease takes compression on a nurse's word.
  public func allowsWithoutAdvice(_ level: CompressionLevel) -> Bool {
    level == .none || self == .noSignificantArterialDisease
  }

  /// The compression the band allows, in words.
  public var compressionAllowed: String {
    switch self {
    case .severeArterialDisease: "none"
    case .arterialOrMixedDisease: "reduced, on specialist advice only"
    case .noSignificantArterialDisease: "full or reduced"
    case .incompressible: "none without specialist advice"
    }
  }
}
