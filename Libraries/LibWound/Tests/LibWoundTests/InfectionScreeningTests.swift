import Foundation
import Testing

@testable import LibWound

@Suite("Infection screening: NERDS and STONEES (docs/clinical-rules.md)")
struct InfectionScreeningTests {
  static let utc = TimeZone(identifier: "UTC")!
  static let start = Date(timeIntervalSince1970: 1_750_000_000)  // 2025-06-15 15:06 UTC
  static let woundID = Wound.ID()

  /// Clean granulating findings: no sign counts.
  static func findings(
    length: Int = 40,
    width: Int = 30,
    tissue: TissueMix = TissueMix(granulation: 100),
    exudate: ExudateAmount = .light,
    odour: Bool = false,
    signs: Set<InfectionSign> = []
  ) -> AssessmentFindings {
    AssessmentFindings(
      length: Centimetres(tenths: length),
      width: Centimetres(tenths: width),
      tissue: tissue,
      exudateAmount: exudate,
      odour: odour,
      infectionSigns: signs
    )
  }

  static func assessment(
    day: Double,
    _ findings: AssessmentFindings,
    id: Assessment.ID = Assessment.ID(),
    supersedes: Assessment.ID? = nil
  ) -> Assessment {
    let takenAt = start.addingTimeInterval(day * 86_400)
    return Assessment(
      id: id,
      woundID: woundID,
      takenAt: takenAt,
      takenBy: nil,
      findings: findings,
      photoIDs: [],
      supersedes: supersedes,
      recordedAt: takenAt
    )
  }

  func screen(_ findings: AssessmentFindings, previous: AssessmentFindings? = nil)
    -> InfectionScreening
  {
    InfectionScreeningRule.screening(findings, previous: previous, isNonHealing: false)
  }

  func screenings(_ assessments: [Assessment], type: WoundType = .venousLegUlcer)
    -> [Assessment.ID: InfectionScreening]
  {
    InfectionScreeningRule.screenings(type: type, assessments: assessments, timeZone: Self.utc)
  }

  @Test func cleanFindingsCountNothing() {
    let screening = screen(Self.findings())
    #expect(screening.localCount == 0 && screening.deepCount == 0)
    #expect(screening.verdicts.isEmpty)
  }

  @Test func eachRecordedSignCountsWhereTheTableSays() {
    let cases: [(AssessmentFindings, [ScreeningSign], [ScreeningSign])] = [
      (Self.findings(signs: [.friableGranulation]), [.friableGranulation], []),
      (Self.findings(tissue: TissueMix(granulation: 99, slough: 1)), [.debris], []),
      (Self.findings(tissue: TissueMix(granulation: 99, necrotic: 1)), [.debris], []),
      (Self.findings(odour: true), [.smell], [.smell]),
      (Self.findings(signs: [.malodour]), [.smell], [.smell]),
      (Self.findings(odour: true, signs: [.malodour]), [.smell], [.smell]),
      (Self.findings(signs: [.warmth]), [], [.temperatureIncreased]),
      (Self.findings(signs: [.probesToBone]), [], [.probesToBone]),
      (Self.findings(signs: [.woundBreakdown]), [], [.newBreakdown]),
      (Self.findings(signs: [.spreadingErythema]), [], [.erythemaOedema]),
      (Self.findings(signs: [.swelling]), [], [.erythemaOedema]),
      (Self.findings(signs: [.spreadingErythema, .swelling]), [], [.erythemaOedema]),
      // Signs outside both mnemonics count nowhere.
      (Self.findings(signs: [.increasingPain, .purulence, .fever]), [], []),
    ]
    for (findings, local, deep) in cases {
      let screening = screen(findings)
      #expect(screening.localSigns == local, "\(findings.infectionSigns)")
      #expect(screening.deepSigns == deep, "\(findings.infectionSigns)")
    }
  }

  @Test func theLocalVerdictNeedsThreeSigns() {
    let two = screen(Self.findings(tissue: TissueMix(granulation: 50, slough: 50), odour: true))
    #expect(two.localCount == 2 && two.verdicts.isEmpty)
    let three = screen(
      Self.findings(
        tissue: TissueMix(granulation: 50, slough: 50),
        odour: true,
        signs: [.friableGranulation]
      )
    )
    #expect(three.localCount == 3)
    #expect(three.verdicts == [.localInfectionLikely])
    #expect(!three.isDeepInfectionSuspected)
  }

  @Test func theDeepVerdictNeedsThreeSignsOrFeverWithOne() {
    let two = screen(Self.findings(signs: [.warmth, .probesToBone]))
    #expect(two.deepCount == 2 && two.verdicts.isEmpty)
    let three = screen(Self.findings(signs: [.warmth, .probesToBone, .swelling]))
    #expect(three.deepCount == 3 && three.verdicts == [.deepInfectionSuspected])
    let feverAlone = screen(Self.findings(signs: [.fever]))
    #expect(feverAlone.deepCount == 0 && feverAlone.fever && feverAlone.verdicts.isEmpty)
    let feverWithOne = screen(Self.findings(signs: [.fever, .warmth]))
    #expect(feverWithOne.deepCount == 1 && feverWithOne.verdicts == [.deepInfectionSuspected])
    // Fever with only NERDS signs: no deep sign, no verdict.
    let feverLocal = screen(Self.findings(signs: [.fever, .friableGranulation]))
    #expect(feverLocal.deepCount == 0 && feverLocal.verdicts.isEmpty)
  }

  @Test func bothVerdictsShowWhenBothHold() {
    let screening = screen(
      Self.findings(
        tissue: TissueMix(slough: 100),
        odour: true,
        signs: [.friableGranulation, .warmth, .woundBreakdown]
      )
    )
    #expect(screening.localCount == 3 && screening.deepCount == 3)
    #expect(screening.verdicts == [.localInfectionLikely, .deepInfectionSuspected])
  }

  @Test func theCountsReachFiveAndSeven() {
    let previous = Self.findings(length: 10, width: 10, exudate: .none)
    let worst = Self.findings(
      length: 20,
      width: 10,
      tissue: TissueMix(slough: 50, necrotic: 50),
      exudate: .heavy,
      odour: true,
      signs: Set(InfectionSign.allCases)
    )
    let screening = InfectionScreeningRule.screening(worst, previous: previous, isNonHealing: true)
    #expect(screening.localSigns == ScreeningSign.local && screening.localCount == 5)
    #expect(screening.deepSigns == ScreeningSign.deep && screening.deepCount == 7)
  }

  @Test func increasedSignsCompareWithThePreviousOnly() {
    let previous = Self.findings(length: 40, width: 30, exudate: .light)  // 12.0 cm²
    // Same exudate and same area: nothing increased.
    #expect(screen(Self.findings(), previous: previous).deepCount == 0)
    // One step more exudate, and an area 0.1 cm² above: both count (local and deep).
    let more = screen(Self.findings(length: 40, width: 31, exudate: .moderate), previous: previous)
    #expect(more.localSigns == [.exudateIncreased])
    #expect(more.deepSigns == [.sizeBigger, .exudateIncreased])
    // Less exudate and a smaller area: nothing.
    let less = screen(Self.findings(length: 30, width: 30, exudate: .none), previous: previous)
    #expect(less.localCount == 0 && less.deepCount == 0)
    // The area is compared, not the sides: 3.0 × 4.0 is no bigger than 4.0 × 3.0.
    let turned = screen(Self.findings(length: 30, width: 40), previous: previous)
    #expect(!turned.deepSigns.contains(.sizeBigger))
    // Compared to one decimal: 0.5 × 0.3 = 0.15 and 0.4 × 0.4 = 0.16 are both 0.2, so nothing
    // grew, though the raw product did; 0.5 × 0.5 = 0.25 -> 0.3 is bigger.
    let small = Self.findings(length: 4, width: 4)
    #expect(
      !screen(Self.findings(length: 5, width: 3), previous: small).deepSigns.contains(.sizeBigger)
    )
    #expect(screen(Self.findings(length: 5, width: 5), previous: small).deepSigns == [.sizeBigger])
  }

  @Test func theFirstAssessmentHasNoPreviousSoNoIncreasedSign() {
    let first = Self.assessment(day: 0, Self.findings(length: 90, width: 90, exudate: .heavy))
    let screening = screenings([first])[first.id]
    #expect(screening?.localCount == 0 && screening?.deepCount == 0)
  }

  @Test func theSecondAssessmentComparesWithTheFirst() {
    let first = Self.assessment(day: 0, Self.findings(exudate: .none))
    let second = Self.assessment(day: 7, Self.findings(length: 50, exudate: .light))
    let result = screenings([second, first])  // any order: by time taken
    #expect(result[second.id]?.deepSigns == [.sizeBigger, .exudateIncreased])
  }

  @Test func aCorrectionSupersedesTheAssessmentItCorrects() {
    let first = Self.assessment(day: 0, Self.findings(length: 40, width: 30, exudate: .light))
    let typo = Self.assessment(day: 7, Self.findings(length: 90, width: 90, exudate: .heavy))
    let corrected = Self.assessment(
      day: 7,
      Self.findings(length: 40, width: 30, exudate: .light),
      supersedes: typo.id
    )
    let next = Self.assessment(day: 14, Self.findings(length: 40, width: 30, exudate: .moderate))
    let result = screenings([first, typo, corrected, next])
    #expect(result[typo.id] == nil)
    #expect(result[corrected.id]?.deepCount == 0)
    // Compared with the correction (light, 12.0), not the typo (heavy, 81.0).
    #expect(result[next.id]?.deepSigns == [.exudateIncreased])
  }

  /// The latest alone, as the alerts, the round and the caseload screen it, is what the whole
  /// history's screening gives it: the same baseline, the previous current one, corrections.
  @Test func theLatestAloneIsScreenedAsInTheWholeHistory() {
    let baseline = Self.assessment(day: 0, Self.findings(length: 100, width: 10))
    let typo = Self.assessment(day: 20, Self.findings(length: 20, width: 10, exudate: .heavy))
    let corrected = Self.assessment(
      day: 20,
      Self.findings(length: 61, width: 10, exudate: .none),
      supersedes: typo.id
    )
    let latest = Self.assessment(
      day: 25,
      Self.findings(length: 65, width: 10, exudate: .moderate, signs: [.fever])
    )
    let history = [baseline, typo, corrected, latest]
    let alone = InfectionScreeningRule.latest(
      type: .venousLegUlcer,
      history.map(AssessmentGlance.init),
      clock: DayClock(Self.utc)
    )
    #expect(alone == screenings(history)[latest.id])
    // 6.5 against 10.0 cm² on day 25 (non-healing), more exudate and area than the correction.
    #expect(alone?.localSigns == [.nonHealing, .exudateIncreased])
    #expect(alone?.deepSigns == [.sizeBigger, .exudateIncreased])
    #expect(
      InfectionScreeningRule.latest(type: .pressureInjury, [], clock: DayClock(Self.utc)) == nil
    )
  }

  @Test func aCorrectedBaselineIsStillTheFirstAndHasNoPrevious() {
    let typo = Self.assessment(day: 0, Self.findings(length: 10, width: 10, exudate: .none))
    let corrected = Self.assessment(
      day: 0,
      Self.findings(length: 40, width: 30, exudate: .heavy),
      supersedes: typo.id
    )
    let result = screenings([typo, corrected])
    #expect(result[typo.id] == nil)
    #expect(result[corrected.id]?.deepCount == 0)
  }

  @Test func nonHealingCountsFromDay21UnderTheTypesCutOff() {
    // Baseline 10.0 cm²; 6.1 cm² is a 39.0 % reduction, 6.0 is 40.0 %.
    let baseline = Self.assessment(day: 0, Self.findings(length: 100, width: 10))
    let day20 = Self.assessment(day: 20, Self.findings(length: 61, width: 10))
    let day21 = Self.assessment(day: 21, Self.findings(length: 61, width: 10))
    let atCutOff = Self.assessment(day: 22, Self.findings(length: 60, width: 10))
    let result = screenings([baseline, day20, day21, atCutOff], type: .venousLegUlcer)
    #expect(result[baseline.id]?.localSigns == [])
    #expect(result[day20.id]?.localSigns == [])
    #expect(result[day21.id]?.localSigns == [.nonHealing])
    #expect(result[atCutOff.id]?.localSigns == [])
    // Long after day 35 it still counts: the sign has no upper day.
    let day60 = Self.assessment(day: 60, Self.findings(length: 61, width: 10))
    #expect(
      screenings([baseline, day60], type: .venousLegUlcer)[day60.id]?.localSigns == [.nonHealing]
    )
  }

  @Test func aDiabeticFootUlcerIsNonHealingUnderFiftyPercent() {
    let baseline = Self.assessment(day: 0, Self.findings(length: 100, width: 10))
    let under = Self.assessment(day: 28, Self.findings(length: 51, width: 10))  // 49.0 %
    let at = Self.assessment(day: 29, Self.findings(length: 50, width: 10))  // 50.0 %
    let result = screenings([baseline, under, at], type: .diabeticFootUlcer)
    #expect(result[under.id]?.localSigns == [.nonHealing])
    #expect(result[at.id]?.localSigns == [])
    // The same 49.0 % on another type is above its 40 % cut-off.
    #expect(screenings([baseline, under], type: .pressureInjury)[under.id]?.localSigns == [])
  }

  @Test func day21IsACalendarDayWhateverTheHour() {
    let baseline = Self.assessment(day: 0, Self.findings(length: 100, width: 10))
    // 20.5 days after a 15:06 baseline falls on the calendar day 21.
    let early = Self.assessment(day: 20.5, Self.findings(length: 100, width: 10))
    #expect(screenings([baseline, early])[early.id]?.localSigns == [.nonHealing])
  }

  @Test func aBaselineOfNoAreaMakesNothingNonHealing() {
    let baseline = Self.assessment(day: 0, Self.findings(length: 0, width: 0, tissue: .none))
    let later = Self.assessment(day: 28, Self.findings(length: 10, width: 10))
    #expect(screenings([baseline, later])[later.id]?.localSigns == [])
  }

  @Test func aFormSeesTheScreeningBeforeSaving() {
    let first = Self.assessment(day: 0, Self.findings(exudate: .none))
    let candidate = Self.assessment(
      day: 7,
      Self.findings(length: 50, exudate: .light, signs: [.fever])
    )
    let screening = InfectionScreeningRule.screening(
      of: candidate,
      history: [first],
      type: .venousLegUlcer,
      timeZone: Self.utc
    )
    #expect(screening?.deepCount == 2)
    #expect(screening?.verdicts == [.deepInfectionSuspected])
    // A correction of the first is screened as the first: no previous.
    let correction = Self.assessment(
      day: 0,
      Self.findings(length: 50, exudate: .light),
      supersedes: first.id
    )
    #expect(
      InfectionScreeningRule.screening(
        of: correction,
        history: [first],
        type: .venousLegUlcer,
        timeZone: Self.utc
      )?.deepCount == 0
    )
  }
}
