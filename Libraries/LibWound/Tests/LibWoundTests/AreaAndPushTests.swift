import Testing

@testable import LibWound

@Suite("Area and PUSH 3.0 on their table edges")
struct AreaAndPushTests {
  @Test(
    "area is length × width rounded half away from zero",
    arguments: [
      (5, 1, 1),  // 0.5 × 0.1 = 0.05 -> 0.1
      (5, 3, 2),  // 0.5 × 0.3 = 0.15 -> 0.2
      (5, 5, 3),  // 0.5 × 0.5 = 0.25 -> 0.3
      (1, 4, 0),  // 0.1 × 0.4 = 0.04 -> 0.0
      (15, 15, 23),  // 1.5 × 1.5 = 2.25 -> 2.3
      (35, 21, 74),  // 3.5 × 2.1 = 7.35 -> 7.4
      (25, 13, 33),  // 2.5 × 1.3 = 3.25 -> 3.3
      (100, 100, 1000),  // 10 × 10 = 100.0
      (0, 0, 0),
    ]
  )
  func area(lengthTenths: Int, widthTenths: Int, expectedTenths: Int) {
    let area = WoundArea.area(
      length: Centimetres(tenths: lengthTenths),
      width: Centimetres(tenths: widthTenths)
    )
    #expect(area.tenths == expectedTenths)
  }

  @Test func negativeAreasRoundAwayFromZeroToo() {
    #expect(OneDecimal.divideRoundingHalfAwayFromZero(-15, by: 10) == -2)
    #expect(OneDecimal.divideRoundingHalfAwayFromZero(-14, by: 10) == -1)
    #expect(OneDecimal.divideRoundingHalfAwayFromZero(15, by: -10) == -2)
  }

  @Test(
    "area points at every edge of the table",
    arguments: [
      (1, 1), (2, 1), (3, 2), (6, 2), (7, 3), (10, 3), (11, 4), (20, 4), (21, 5), (30, 5),
      (31, 6), (40, 6), (41, 7), (80, 7), (81, 8), (120, 8), (121, 9), (240, 9), (241, 10),
      (5000, 10),
    ]
  )
  func areaPoints(tenths: Int, points: Int) {
    #expect(PushScore.areaPoints(SquareCentimetres(tenths: tenths), isOpen: true) == points)
  }

  @Test func anAreaOfZeroIsZeroWhenClosedAndOneWhenOpen() {
    #expect(PushScore.areaPoints(SquareCentimetres(tenths: 0), isOpen: false) == 0)
    // docs/clinical-rules.md: an open wound whose area rounds to 0.0 counts as under 0.3.
    #expect(PushScore.areaPoints(SquareCentimetres(tenths: 0), isOpen: true) == 1)
    let tiny = AssessmentFindings.sample(length: 1, width: 4)
    #expect(WoundArea.area(of: tiny).tenths == 0)
    #expect(PushScore(tiny).areaPoints == 1)
  }

  @Test(
    "exudate points",
    arguments: [
      (ExudateAmount.none, 0), (.light, 1), (.moderate, 2), (.heavy, 3),
    ]
  )
  func exudatePoints(amount: ExudateAmount, points: Int) {
    #expect(PushScore.exudatePoints(amount) == points)
  }

  @Test func tissuePointsCountTheWorstTissuePresent() {
    let points = { (mix: TissueMix) in PushScore.tissuePoints(mix, isOpen: true) }
    #expect(PushScore.tissuePoints(TissueMix(epithelial: 100), isOpen: false) == 0)
    #expect(points(TissueMix(epithelial: 100)) == 1)
    #expect(points(TissueMix(epithelial: 99, granulation: 1)) == 2)
    #expect(points(TissueMix(epithelial: 50, granulation: 49, slough: 1)) == 3)
    #expect(points(TissueMix(granulation: 99, necrotic: 1)) == 4)
    #expect(points(TissueMix(slough: 90, necrotic: 10)) == 4)
  }

  @Test func totalsRunFromZeroForAClosedWoundToSeventeen() {
    let closed = AssessmentFindings.sample(
      length: 0,
      width: 0,
      tissue: .none,
      exudate: .none
    )
    #expect(PushScore(closed).total == 0)
    let worst = AssessmentFindings.sample(
      length: 100,
      width: 25,
      tissue: TissueMix(slough: 50, necrotic: 50),
      exudate: .heavy
    )
    let score = PushScore(worst)
    #expect(score.areaPoints == 10 && score.exudatePoints == 3 && score.tissuePoints == 4)
    #expect(score.total == 17)
  }

  @Test func centimetresParseOneDecimalAndPrintOne() {
    #expect(Centimetres("3.5")?.tenths == 35)
    #expect(Centimetres("3")?.tenths == 30)
    #expect(Centimetres("-0.2")?.tenths == -2)
    #expect(Centimetres("3.55") == nil)
    #expect(Centimetres("3,2")?.tenths == 32, "a decimal comma reads as the point it means")
    #expect(Centimetres("3,2.1") == nil && Centimetres("3,25") == nil)
    #expect(Centimetres("abc") == nil)
    #expect(Centimetres(".5") == nil)
    #expect(Centimetres(tenths: 35).description == "3.5")
    #expect(SquareCentimetres(tenths: 1000).description == "100.0")
    #expect(PercentAreaReduction(tenths: -5).description == "-0.5")
  }
}
