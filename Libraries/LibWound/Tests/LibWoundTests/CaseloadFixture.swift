import Foundation
import LibPatient

@testable import LibWound

/// Thirty open wounds of thirty active patients (and two that must stay out: a healed wound
/// and an archived patient's), each made to rank at a known place in the caseload
/// (docs/clinical-rules.md "Caseload"). Wound n has the id `00000000-0000-0000-0000-0000000000nn`,
/// so ties broken by id are known too. Odd wounds are assessed by Ada, even ones by Bea; Cleo
/// opens them all.
struct CaseloadFixture {
  let base: WoundFixture

  /// The documented order of the thirty, by wound number.
  static let ranked = [
    1, 2, 3,  // deep infection: with no plan first (two reasons), then the longest unseen
    7, 4, 5, 6,  // off trajectory: 7 also overdue, 4 also no plan; 5 and 6 tie, by id
    9, 10, 8,  // rising: 9 also no plan; 10 (PUSH) unseen longer than 8 (area)
    14, 13, 17, 12, 15,  // overdue: 14 also no plan; 15 by its plan's 3 days
    20, 19,  // ABPI due
    24, 22, 23,  // no plan: 22 and 23 tie, by id
    16, 18, 21, 30, 29, 28, 27, 26, 11, 25,  // nothing: the longest unseen first
  ]

  static func id(_ number: Int) -> Wound.ID {
    Wound.ID(UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number))!)
  }

  static let deep: Set<InfectionSign> = [.warmth, .probesToBone, .swelling]

  init() async throws {
    base = try WoundFixture()
    // Plans of their own kind: 15 every 3 days, 16 every 14, compressions 19-21; none for
    // 1, 4, 9, 14, 22-24.
    let unplanned: Set<Int> = [1, 4, 9, 14, 22, 23, 24]
    let opened: [Int: Int] = [4: 40, 5: 40, 6: 40, 7: 40, 17: 9]
    for number in 1...32 {
      let patient = try await base.addPatient(family: "P\(number)", address: nil)
      try await base.wounds.open(
        NewWound(
          id: Self.id(number),
          patientID: patient,
          openedOn: WoundFixture.day(-(opened[number] ?? 20)),
          openedBy: "Cleo",
          details: WoundDetails(type: .venousLegUlcer, site: .leftLowerLeg)
        )
      )
      if number == 21 { try await measureABPI(patient) }
      if !unplanned.contains(number) { try await plan(number) }
      try await assessments(number)
      if number == 31 { try await base.wounds.markHealed(Self.id(31)) }
      if number == 32 { try await base.patients.archive(patient) }
    }
  }

  private func plan(_ number: Int) async throws {
    let every = [15: 3, 16: 14][number] ?? 7
    let compression: CompressionLevel = (19...21).contains(number) ? .reduced : .none
    let advice =
      number == 19 || number == 20
      ? SpecialistAdvice(by: "Dr Okafor", on: WoundFixture.day(-1)) : nil
    try await base.wounds.setPlan(
      CarePlanDraft(
        woundID: Self.id(number),
        primaryDressing: "foam",
        change: .everyDays(3),
        assessEveryDays: every,
        compression: compression,
        specialistAdvice: advice
      )
    )
  }

  private func measureABPI(_ patient: Patient.ID) async throws {
    try await base.patients.recordABPI(
      ABPIMeasurement(
        patientID: patient,
        measuredAt: base.clock.now().addingTimeInterval(-10 * 86_400),
        brachial: ArmPressures(left: 100, right: nil),
        left: AnklePressures(dorsalisPedis: 100, posteriorTibial: nil),
        right: nil
      )
    )
  }

  /// Each wound's visits: (days ago, length in tenths, exudate, signs).
  private func assessments(_ number: Int) async throws {
    typealias Visit = (
      daysAgo: Double, length: Int, exudate: ExudateAmount, signs: Set<InfectionSign>
    )
    func plain(_ daysAgo: Double, _ length: Int = 30) -> Visit { (daysAgo, length, .moderate, []) }
    let visits: [Visit] =
      switch number {
      case 1, 3: [(1, 30, .moderate, Self.deep)]
      case 2: [(2, 30, .moderate, Self.deep)]
      case 4: [plain(31), plain(3)]
      case 5, 6: [plain(30), plain(2)]
      case 7: [plain(36), plain(8)]
      case 8: [plain(5, 30), plain(3, 40), plain(1, 50)]
      case 9: [plain(5, 30), plain(3, 40), plain(1.5, 50)]
      case 10: [(6, 30, .light, []), (4, 30, .moderate, []), (2, 30, .heavy, [])]
      case 11: [plain(5, 50), plain(3, 30), plain(1, 40)]
      case 12: [plain(8)]
      case 13: [plain(10)]
      case 14: [plain(9)]
      case 15: [plain(4)]
      case 16: [plain(10)]
      case 17: []
      case 18: [plain(7)]
      case 19: [plain(1)]
      case 20: [plain(3)]
      case 21: [plain(6)]
      case 22, 23: [plain(2)]
      case 24: [plain(5)]
      case 25: [plain(0.5)]
      case 26: [plain(1.5)]
      case 27: [plain(2.5)]
      case 28: [plain(3.5)]
      case 29: [plain(4.5)]
      case 30: [plain(5.5)]
      default: [plain(1)]
      }
    for visit in visits {
      var findings = AssessmentFindings.sample(length: visit.length, exudate: visit.exudate)
      findings.infectionSigns = visit.signs
      try await base.wounds.record(
        NewAssessment(
          woundID: Self.id(number),
          takenAt: WoundFixture.start.addingTimeInterval(-visit.daysAgo * 86_400),
          takenBy: number.isMultiple(of: 2) ? "Bea" : "Ada",
          findings: findings
        )
      )
    }
  }
}
