import Foundation
import LibWound
import Testing

/// The example of docs/libraries.md, "LibWound", run as written: an
/// importing tool computes the clinical numbers on its own data, with no store.
struct ReadmeExampleTests {
  @Test func theRulesComputeOnAnotherToolsOwnData() throws {
    let day0 = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01
    let day28 = day0.addingTimeInterval(28 * 86_400)

    let area = WoundArea.area(length: Centimetres("4.0")!, width: Centimetres("3.0")!)
    let push = PushScore(
      area: area,
      isOpen: true,
      exudate: .moderate,
      tissue: TissueMix(granulation: 70, slough: 30)
    ).total
    let baseline = SquareCentimetres(tenths: 200)
    let par = PercentAreaReduction(baseline: baseline, area: area)
    let verdict = HealingTrajectoryRule.verdict(
      type: .venousLegUlcer,
      measurements: [
        AreaMeasurement(takenAt: day0, area: baseline), AreaMeasurement(takenAt: day28, area: area),
      ],
      timeZone: TimeZone(identifier: "UTC")!
    )

    #expect(area.description == "12.0")
    #expect(push == 8 + 2 + 3)  // 12.0 cm² is 8 points, moderate exudate 2, slough 3
    #expect(par?.description == "40.0")
    #expect(verdict.trajectory == .onTrack)  // 40% by week 4
  }
}
