import Foundation
import Testing

@testable import LibWound

@Suite("Percent area reduction and the 4-week trajectory")
struct ReductionAndTrajectoryTests {
  static let utc = TimeZone(identifier: "UTC")!
  static let baselineDate = Date(timeIntervalSince1970: 1_750_000_000)  // 2025-06-15 15:06 UTC

  func measured(day: Int, tenths: Int, hours: Double = 0) -> AreaMeasurement {
    AreaMeasurement(
      takenAt: Self.baselineDate.addingTimeInterval(Double(day) * 86_400 + hours * 3_600),
      area: SquareCentimetres(tenths: tenths)
    )
  }

  func verdict(_ type: WoundType, _ measurements: [AreaMeasurement]) -> TrajectoryVerdict {
    HealingTrajectoryRule.verdict(type: type, measurements: measurements, timeZone: Self.utc)
  }

  @Test func reductionIsToOneDecimalAndNegativeWhenTheWoundGrew() {
    let baseline = SquareCentimetres(tenths: 120)
    #expect(
      PercentAreaReduction(baseline: baseline, area: SquareCentimetres(tenths: 60))?.tenths == 500
    )
    // (12.0 − 8.1) / 12.0 = 32.5%
    #expect(
      PercentAreaReduction(baseline: baseline, area: SquareCentimetres(tenths: 81))?.tenths == 325
    )
    // (3.0 − 2.0) / 3.0 = 33.333…% -> 33.3
    #expect(
      PercentAreaReduction(
        baseline: SquareCentimetres(tenths: 30),
        area: SquareCentimetres(tenths: 20)
      )?
      .tenths == 333
    )
    // (3.0 − 1.0) / 3.0 = 66.666…% -> 66.7
    #expect(
      PercentAreaReduction(
        baseline: SquareCentimetres(tenths: 30),
        area: SquareCentimetres(tenths: 10)
      )?
      .tenths == 667
    )
    // Grew from 12.0 to 15.0: −25.0%.
    #expect(
      PercentAreaReduction(baseline: baseline, area: SquareCentimetres(tenths: 150))?.tenths == -250
    )
    // Grew from 3.0 to 4.0: −33.333…% -> −33.3 (half away from zero on negatives too).
    #expect(
      PercentAreaReduction(
        baseline: SquareCentimetres(tenths: 30),
        area: SquareCentimetres(tenths: 40)
      )?
      .tenths == -333
    )
    #expect(PercentAreaReduction(baseline: SquareCentimetres(tenths: 0), area: baseline) == nil)
  }

  @Test func aWoundFollowedOverSixWeeksThatHealsIsOnTrack() {
    let weekly = [100, 90, 78, 66, 52, 40, 30].enumerated().map { week, tenths in
      measured(day: week * 7, tenths: tenths * 10)
    }
    let result = verdict(.venousLegUlcer, weekly)
    #expect(result.trajectory == .onTrack)
    #expect(result.day == 28)
    #expect(result.reduction?.tenths == 480)
    #expect(result.cutOffPercent == 40)
  }

  @Test func aWoundThatBarelyShrinksOverSixWeeksIsOffTrack() {
    let weekly = [100, 98, 95, 90, 85, 80, 75].enumerated().map { week, tenths in
      measured(day: week * 7, tenths: tenths * 10)
    }
    let result = verdict(.pressureInjury, weekly)
    #expect(result.trajectory == .offTrack)
    #expect(result.reduction?.tenths == 150)
  }

  @Test func aWoundThatGrewIsOffTrack() {
    let result = verdict(
      .surgicalWound,
      [measured(day: 0, tenths: 100), measured(day: 28, tenths: 120)]
    )
    #expect(result.trajectory == .offTrack)
    #expect(result.reduction?.tenths == -200)
  }

  @Test func noAssessmentBetweenDays21And35IsNotYetKnown() {
    let early = [
      measured(day: 0, tenths: 100), measured(day: 7, tenths: 50), measured(day: 20, tenths: 10),
    ]
    #expect(verdict(.venousLegUlcer, early).trajectory == .unknown)
    let gap = [
      measured(day: 0, tenths: 100), measured(day: 14, tenths: 90), measured(day: 36, tenths: 80),
    ]
    #expect(verdict(.venousLegUlcer, gap).trajectory == .unknown)
    #expect(verdict(.venousLegUlcer, []).trajectory == .unknown)
    #expect(verdict(.venousLegUlcer, [measured(day: 0, tenths: 100)]).trajectory == .unknown)
    #expect(verdict(.venousLegUlcer, early).judged == nil)
  }

  @Test func theWindowEdgesAreCalendarDays21And35Included() {
    let onDay21 = [measured(day: 0, tenths: 100), measured(day: 21, tenths: 10, hours: 8)]
    #expect(verdict(.burn, onDay21).day == 21)
    let onDay35Late = [measured(day: 0, tenths: 100), measured(day: 35, tenths: 90, hours: 8)]
    #expect(verdict(.burn, onDay35Late).day == 35)
    #expect(verdict(.burn, onDay35Late).trajectory == .offTrack)
  }

  @Test(
    "a diabetic foot ulcer needs 50%, every other type 40%",
    arguments: [
      (WoundType.diabeticFootUlcer, 501, HealingTrajectory.offTrack),  // 49.9%
      (.diabeticFootUlcer, 500, .onTrack),  // 50.0%
      (.venousLegUlcer, 601, .offTrack),  // 39.9%
      (.venousLegUlcer, 600, .onTrack),  // 40.0%
      (.pressureInjury, 601, .offTrack),
      (.arterialUlcer, 600, .onTrack),
      (.other, 601, .offTrack),
    ]
  )
  func cutOffs(type: WoundType, areaTenthsAtDay28: Int, expected: HealingTrajectory) {
    // Baseline 100.0 cm², so each tenth of a cm² is a hundredth of a percent... of 1000 tenths.
    let result = verdict(
      type,
      [measured(day: 0, tenths: 1000), measured(day: 28, tenths: areaTenthsAtDay28)]
    )
    #expect(result.trajectory == expected)
  }

  @Test func theMeasurementNearestDay28IsJudged() {
    let visits = [
      measured(day: 0, tenths: 100), measured(day: 22, tenths: 10), measured(day: 27, tenths: 90),
      measured(day: 33, tenths: 10),
    ]
    let result = verdict(.venousLegUlcer, visits)
    #expect(result.day == 27)
    #expect(result.trajectory == .offTrack)
  }

  @Test func equallyNearDay28TheLaterIsJudged() {
    let tie = [
      measured(day: 0, tenths: 100), measured(day: 25, tenths: 90), measured(day: 31, tenths: 10),
    ]
    #expect(verdict(.venousLegUlcer, tie).day == 31)
    #expect(verdict(.venousLegUlcer, tie).trajectory == .onTrack)
    let sameDay = [
      measured(day: 0, tenths: 100), measured(day: 28, tenths: 10, hours: 1),
      measured(day: 28, tenths: 90, hours: 5),
    ]
    #expect(verdict(.venousLegUlcer, sameDay).reduction?.tenths == 100)
  }

  @Test func theBaselineIsTheEarliestWhateverTheOrderGiven() {
    let shuffled = [measured(day: 28, tenths: 50), measured(day: 0, tenths: 100)]
    #expect(verdict(.venousLegUlcer, shuffled).reduction?.tenths == 500)
  }

  @Test func aBaselineOfZeroIsNotYetKnown() {
    let zero = [measured(day: 0, tenths: 0), measured(day: 28, tenths: 10)]
    #expect(verdict(.venousLegUlcer, zero).trajectory == .unknown)
  }
}
