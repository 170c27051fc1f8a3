import Foundation
import LibPatient

/// Whether a wound heals as fast as it should at 4 weeks.
public enum HealingTrajectory: String, CaseIterable, Codable, Sendable {
  /// Its area fell at least as much as the cut-off for its type.
  case onTrack
  /// "Not on a healing trajectory: reassess the treatment."
  case offTrack
  /// No assessment between day 21 and day 35 after the baseline (or a baseline of 0.0 cm²):
  /// never a guess.
  case unknown
}

/// One measured visit, as the trajectory rule needs it.
public struct AreaMeasurement: Hashable, Sendable {
  /// When the wound was measured.
  public var takenAt: Date
  /// Its area then.
  public var area: SquareCentimetres

  /// A measurement of `area` at `takenAt`.
  public init(takenAt: Date, area: SquareCentimetres) {
    self.takenAt = takenAt
    self.area = area
  }
}

/// The trajectory and what it was judged on, so a screen can give its reason.
public struct TrajectoryVerdict: Hashable, Sendable {
  /// On track, off track or not yet known.
  public var trajectory: HealingTrajectory
  /// The measurement judged (the one nearest day 28), if any.
  public var judged: AreaMeasurement?
  /// Its day after the baseline's.
  public var day: Int?
  /// Its reduction from the baseline.
  public var reduction: PercentAreaReduction?
  /// The cut-off for the wound's type, in percent (50 or 40).
  public var cutOffPercent: Int
}

/// docs/clinical-rules.md "Healing trajectory at 4 weeks": the measurement nearest day 28 after
/// the baseline, within days 21-35; its PAR under 50% for a diabetic foot ulcer (Sheehan 2003,
/// Coerper 2009) or under 40% for any other type (Phillips 2000, Kantor & Margolis 2000) is off
/// track.
public enum HealingTrajectoryRule {
  /// The window of days after the baseline in which a measurement can be judged.
  public static let window = 21...35
  /// The day the rule aims at.
  public static let targetDay = 28

  /// The cut-off percent reduction for `type`: 50 for a diabetic foot ulcer, 40 otherwise.
  public static func cutOffPercent(for type: WoundType) -> Int {
    type == .diabeticFootUlcer ? 50 : 40
  }

  /// The verdict on `measurements` (the current ones, any order; the earliest is the baseline).
  ///
  /// Days are calendar days in `timeZone` (the nurse's): a visit on day 35 counts whatever its
  /// hour. Two measurements equally near day 28 (days 25 and 31, or two on one day): the later
  /// one is judged, since it is the newest news of the wound.
  public static func verdict(
    type: WoundType,
    measurements: [AreaMeasurement],
    timeZone: TimeZone = .current
  ) -> TrajectoryVerdict {
    verdict(type: type, measurements: measurements, clock: DayClock(timeZone))
  }

  /// The same with the days read from `clock` (the nurse's time zone), kept across wounds.
  static func verdict(
    type: WoundType,
    measurements: [AreaMeasurement],
    clock: DayClock
  ) -> TrajectoryVerdict {
    let cutOff = cutOffPercent(for: type)
    let unknown = TrajectoryVerdict(trajectory: .unknown, cutOffPercent: cutOff)
    let ordered = measurements.sorted { $0.takenAt < $1.takenAt }
    guard let baseline = ordered.first else { return unknown }
    let baselineDay = clock.day(of: baseline.takenAt)
    let candidates =
      ordered
      .map { (measurement: $0, day: baselineDay.days(until: clock.day(of: $0.takenAt))) }
      .filter { window.contains($0.day) }
    let nearest = candidates.min { lhs, rhs in
      let (lhsDistance, rhsDistance) = (abs(lhs.day - targetDay), abs(rhs.day - targetDay))
      if lhsDistance != rhsDistance { return lhsDistance < rhsDistance }
      return lhs.measurement.takenAt > rhs.measurement.takenAt
    }
    guard let nearest,
      let reduction = PercentAreaReduction(baseline: baseline.area, area: nearest.measurement.area)
    else { return unknown }
    return TrajectoryVerdict(
      trajectory: reduction.tenths < cutOff * 10 ? .offTrack : .onTrack,
      judged: nearest.measurement,
      day: nearest.day,
      reduction: reduction,
      cutOffPercent: cutOff
    )
  }
}
