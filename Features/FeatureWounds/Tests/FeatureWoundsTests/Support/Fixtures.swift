import Foundation
import LibPatient
import LibWound

@testable import FeatureWounds

/// Fixed wounds, assessments, ids and dates, so snapshots never depend on the day tests run.
enum Fixtures {
  static let utc = TimeZone(identifier: "UTC")!

  /// Patient `number`'s id.
  static func patientID(_ number: Int) -> Patient.ID { Patient.ID(uuid(number)) }

  /// Id `number`, typed as the caller expects it (a wound's, an assessment's).
  static func id<Tag>(_ number: Int) -> Tagged<Tag, UUID> { Tagged(uuid(number)) }

  /// Id `number` untyped: the UUID behind `id(_:)`, for the texts that show one.
  static func uuid(_ number: Int) -> UUID {
    let prefix = String(format: "%08x", (UInt32(number) &* 2_654_435_761))
    return UUID(uuidString: "\(prefix)-0000-4000-8000-\(String(format: "%012x", number))")!
  }

  /// Noon UTC on `day`.
  static func noon(_ day: String) -> Date {
    let date = CalendarDate(day)!
    var components = DateComponents(year: date.year, month: date.month, day: date.day, hour: 12)
    components.timeZone = utc
    return Calendar(identifier: .gregorian).date(from: components)!
  }

  static func wound(
    _ number: Int = 1,
    type: WoundType = .venousLegUlcer,
    site: BodySite = .leftLowerLeg,
    stage: PressureInjuryStage? = nil,
    description: String? = nil,
    status: WoundStatus = .open,
    openedOn: String = "2025-05-01"
  ) -> Wound {
    Wound(
      id: id(number),
      patientID: patientID(100),
      openedOn: CalendarDate(openedOn)!,
      openedBy: nil,
      details: WoundDetails(type: type, site: site, description: description, stage: stage),
      status: status,
      version: nil,
      createdAt: noon(openedOn),
      updatedAt: noon(openedOn)
    )
  }

  static func findings(
    _ length: Int,
    _ width: Int,
    depth: Int? = nil,
    tissue: TissueMix = TissueMix(granulation: 70, slough: 30),
    exudate: ExudateAmount = .moderate,
    type: ExudateType? = .serous
  ) -> AssessmentFindings {
    AssessmentFindings(
      length: Centimetres(tenths: length),
      width: Centimetres(tenths: width),
      depth: depth.map { Centimetres(tenths: $0) },
      tissue: tissue,
      exudateAmount: exudate,
      exudateType: type,
      periwound: [.macerated],
      pain: 3,
      dressing: "foam"
    )
  }

  static func assessment(
    _ number: Int,
    on day: String,
    _ findings: AssessmentFindings,
    wound: Int = 1,
    supersedes: Int? = nil
  ) -> Assessment {
    Assessment(
      id: id(number),
      woundID: id(wound),
      takenAt: noon(day),
      takenBy: nil,
      findings: findings,
      photoIDs: [],
      supersedes: supersedes.map(id),
      recordedAt: noon(day)
    )
  }

  /// The history LibWound would compute, through its public rules.
  static func history(
    _ wound: Wound,
    _ assessments: [Assessment],
    overdue: Bool = false
  ) -> WoundHistory {
    let current = CurrentAssessments.of(assessments)
    let baseline = current.first
    let baselineArea = baseline.map { WoundArea.area(of: $0.findings) }
    let screenings = InfectionScreeningRule.screenings(
      type: wound.type,
      assessments: assessments,
      timeZone: utc
    )
    let entries = assessments.map { assessment in
      let isCurrent = current.contains { $0.id == assessment.id }
      let area = WoundArea.area(of: assessment.findings)
      return WoundHistory.Entry(
        assessment: assessment,
        isSuperseded: !isCurrent,
        isBaseline: assessment.id == baseline?.id,
        area: isCurrent ? area : nil,
        push: isCurrent ? PushScore(assessment.findings).total : nil,
        reduction: isCurrent
          ? baselineArea.flatMap { PercentAreaReduction(baseline: $0, area: area) } : nil,
        screening: screenings[assessment.id]
      )
    }
    let verdict = HealingTrajectoryRule.verdict(
      type: wound.type,
      measurements: current.map {
        AreaMeasurement(takenAt: $0.takenAt, area: WoundArea.area(of: $0.findings))
      },
      timeZone: utc
    )
    return WoundHistory(wound: wound, entries: entries, trajectory: verdict, isOverdue: overdue)
  }

  /// A venous ulcer followed five weeks: 12.0 cm² shrinking to 6.0 by day 28 (on track).
  static let healing = [
    assessment(11, on: "2025-05-01", findings(40, 30, depth: 5)),
    assessment(12, on: "2025-05-08", findings(38, 28)),
    assessment(13, on: "2025-05-15", findings(35, 25)),
    assessment(14, on: "2025-05-22", findings(30, 22, tissue: TissueMix(granulation: 100))),
    assessment(
      15,
      on: "2025-05-29",
      findings(30, 20, tissue: TissueMix(epithelial: 20, granulation: 80))
    ),
  ]

  /// The same ulcer barely shrinking: 12.0 to 10.0 at day 28 (off track).
  static let stalled = [
    assessment(21, on: "2025-05-01", findings(40, 30)),
    assessment(22, on: "2025-05-15", findings(40, 28)),
    assessment(23, on: "2025-05-29", findings(40, 25, tissue: TissueMix(slough: 60, necrotic: 40))),
  ]

  /// Marie's wound list: `count` stage 2 pressure injuries on the sacrum, numbered from 1,
  /// `selected` picked.
  static func woundList(_ count: Int = 1, selected: Int = 0) -> WoundListViewData {
    let rows = (1...count).map { number in
      WoundListViewData.Row(
        id: Wound.ID(uuid(number)),
        shortID: count == 1 ? "3f2a9c1e" : String(format: "w%07d", number),
        type: "PI 2",
        site: "sacrum",
        lastAssessed: "2026-11-20",
        area: "4.5",
        push: "9",
        flag: "",
        needsAttention: false
      )
    }
    return WoundListViewData(
      title: "Wounds · Dupont, Marie",
      countLabel: count == 1 ? "1 wound" : "\(count) wounds",
      content: .rows(rows),
      selectedIndex: selected
    )
  }

  struct StubError: Error, CustomStringConvertible {
    var description = "disk I/O error"
  }
}
