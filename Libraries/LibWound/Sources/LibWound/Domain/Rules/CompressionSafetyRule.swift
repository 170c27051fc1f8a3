import CoreContract
import Foundation
import LibPatient

/// docs/clinical-rules.md "Compression": compression goes on a leg only, and only over an ABPI
/// of that leg taken within the 84 days before the plan starts, in a band that allows the
/// level, unless a specialist advised it. Compression on an ischaemic leg causes harm.
public enum CompressionSafetyRule {
  /// How old a leg's latest ABPI may be, in days, for a plan to compress it; older, and a
  /// compression plan's ABPI is due.
  public static let abpiValidDays = 84

  /// The legs of a wound at `site`, read from its coded structure and side: one for a left
  /// or right site on a leg (lower leg, malleolus, heel, foot, toe), both for a bilateral one,
  /// none off the legs (the sacrum, the back).
  public static func legs(of site: BodySite) -> [Leg] {
    guard site.structure.isOnLeg else { return [] }
    switch site.laterality {
    case .left: return [.left]
    case .right: return [.right]
    case .bilateral: return [.left, .right]
    case .none: return []
    }
  }

  /// The latest measurement that assessed `leg`, with its index; nil when none did.
  public static func latest(of leg: Leg, in measurements: [ABPIMeasurement])
    -> (measurement: ABPIMeasurement, index: LegIndex)?
  {
    measurements.compactMap { measurement in
      measurement.index(of: leg).map { (measurement, $0) }
    }.max { $0.0.measuredAt < $1.0.measuredAt }
  }

  /// Throws a `RuleViolation` naming `compression` (the option `--compression`) with why,
  /// unless the plan may put `level` on the wound at `site`: no compression always may; a
  /// site off the legs never may; a leg may when its latest ABPI (of `measurements`, the
  /// patient's) was taken at most 84 days before `startsOn` (or since) and its band allows the
  /// level, or when `advised`, a specialist's advice recorded with the plan.
  public static func check(
    _ level: CompressionLevel,
    site: BodySite,
    startsOn: CalendarDate,
    advised: Bool,
    measurements: [ABPIMeasurement],
    timeZone: TimeZone
  ) throws(RuleViolation) {
    guard level != .none else { return }
    let legs = legs(of: site)
    guard !legs.isEmpty else {
      throw RuleViolation(
        field: "compression",
        reason: "applies to a wound on a leg; \(site.rawValue) is not on a leg"
      )
    }
    if advised { return }
    // A bilateral wound compresses both legs: each needs its own recent ABPI.
    for leg in legs {
      try check(level, leg: leg, startsOn: startsOn, measurements: measurements, timeZone: timeZone)
    }
  }

  private static func check(
    _ level: CompressionLevel,
    leg: Leg,
    startsOn: CalendarDate,
    measurements: [ABPIMeasurement],
    timeZone: TimeZone
  ) throws(RuleViolation) {
    let advice = "; or record a specialist's advice with the plan"
    guard let (measurement, index) = latest(of: leg, in: measurements) else {
      throw RuleViolation(
        field: "compression",
        reason: "needs an ABPI of the \(leg.rawValue) leg; none is recorded\(advice)"
      )
    }
    let day = CalendarDate(measurement.measuredAt, in: timeZone)
    let age = day.days(until: startsOn)
    guard age <= abpiValidDays else {
      throw RuleViolation(
        field: "compression",
        reason: "needs an ABPI of the \(leg.rawValue) leg taken within \(abpiValidDays) days "
          + "before the plan starts; the latest, on \(day), is \(age) days before\(advice)"
      )
    }
    guard index.band.allowsWithoutAdvice(level) else {
      throw RuleViolation(
        field: "compression",
        reason: "\(level.rawValue) is not allowed by the \(leg.rawValue) leg's ABPI "
          + "\(index.text) (\(index.band.meaning); compression: "
          + "\(index.band.compressionAllowed))\(advice)"
      )
    }
  }

  /// Whether a plan putting `level` on the wound at `site` needs a new ABPI on `today`: it
  /// compresses a leg (either, for a bilateral wound) whose latest ABPI is more than 84 days old, or that has none.
  public static func isABPIDue(
    _ level: CompressionLevel,
    site: BodySite,
    measurements: [ABPIMeasurement],
    today: CalendarDate,
    timeZone: TimeZone
  ) -> Bool {
    guard level != .none else { return false }
    return legs(of: site).contains { leg in
      guard let (measurement, _) = latest(of: leg, in: measurements) else { return true }
      return CalendarDate(measurement.measuredAt, in: timeZone).days(until: today) > abpiValidDays
    }
  }
}
