import CoreContract
import CoreDatabase
import Foundation
import Testing

@testable import LibWound

@Suite("Recording assessments")
struct RecordAssessmentTests {
  @Test func anAssessmentIsStoredWithAnAppendEntryCarryingItsFields() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound()
    let id = Assessment.ID()
    let findings = AssessmentFindings(
      length: Centimetres(tenths: 35),
      width: Centimetres(tenths: 21),
      depth: Centimetres(tenths: 4),
      undermining: ClockExtent(clockPosition: 3, depth: Centimetres(tenths: 12)),
      tunnelling: ClockExtent(clockPosition: 12, depth: Centimetres(tenths: 20)),
      tissue: TissueMix(epithelial: 10, granulation: 60, slough: 30),
      exudateAmount: .light,
      exudateType: .serosanguineous,
      periwound: [.macerated, .erythema],
      odour: true,
      pain: 4,
      infectionSigns: [.warmth, .swelling],
      dressing: " foam ",
      notes: "cleansed with saline"
    )
    try await fixture.wounds.record(NewAssessment(id: id, woundID: wound, findings: findings))
    let stored = try #require(try await fixture.wounds.wound(wound).assessments.first)
    #expect(stored.assessment.findings.dressing == "foam")
    #expect(stored.assessment.findings.undermining == findings.undermining)
    #expect(stored.assessment.findings.periwound == [.macerated, .erythema])
    #expect(stored.assessment.takenAt == WoundFixture.start)
    #expect(stored.scores?.area.tenths == 74)
    #expect(stored.scores?.push.total == 7 + 1 + 3)  // 7.4 cm², light, slough
    let entry = try #require(try await fixture.outbox().last)
    #expect(
      entry.entityType == "assessment" && entry.operation == .append
        && entry.entityID == id.rawValue
    )
    #expect(entry.baseVersion == nil)
    let payload = try WireCoding.decoder.decode(Wire.Assessment.self, from: entry.payload)
    #expect(payload.lengthCm == Decimal(string: "3.5") && payload.widthCm == Decimal(string: "2.1"))
    #expect(payload.periwound == [.erythema, .macerated])
    #expect(payload.tissue.granulation == 60 && payload.exudate == .light)
  }

  static let refusals: [(String, AssessmentFindings)] = {
    func with(_ change: (inout AssessmentFindings) -> Void) -> AssessmentFindings {
      var findings = AssessmentFindings.sample()
      change(&findings)
      return findings
    }
    return [
      ("lengthCm", with { $0.length = Centimetres(tenths: 0) }),
      ("lengthCm", with { $0.length = Centimetres(tenths: -5) }),
      ("lengthCm", with { $0.length = Centimetres(tenths: 10_001) }),
      ("widthCm", with { $0.width = Centimetres(tenths: 0) }),
      ("depthCm", with { $0.depth = Centimetres(tenths: -1) }),
      (
        "undermining",
        with { $0.undermining = ClockExtent(clockPosition: 0, depth: .init(tenths: 5)) }
      ),
      (
        "tunnelling",
        with { $0.tunnelling = ClockExtent(clockPosition: 13, depth: .init(tenths: 5)) }
      ),
      (
        "tunnelling",
        with { $0.tunnelling = ClockExtent(clockPosition: 6, depth: .init(tenths: -5)) }
      ),
      ("tissue", with { $0.tissue = TissueMix(granulation: 70, slough: 20) }),
      ("tissue", with { $0.tissue = TissueMix(granulation: 70, slough: 40) }),
      ("tissue", with { $0.tissue = TissueMix(granulation: 120, slough: -20) }),
      ("tissue", with { $0.tissue = .none }),
      ("pain", with { $0.pain = 11 }),
      ("pain", with { $0.pain = -1 }),
    ]
  }()

  @Test(arguments: refusals)
  func badFindingsAreRefusedNamingTheFieldAndNothingIsWritten(
    field: String,
    findings: AssessmentFindings
  ) async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound()
    let before = try await fixture.outbox()
    // The team's rules (CoreContract), named by the wire field the server would name.
    let refusal = await #expect(throws: RuleViolation.self) {
      try await fixture.wounds.record(NewAssessment(woundID: wound, findings: findings))
    }
    #expect(refusal?.field == field)
    #expect(try await fixture.count("assessment") == 0)
    #expect(try await fixture.outbox() == before)
  }

  @Test func edgesThatAreAccepted() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound()
    var findings = AssessmentFindings.sample()
    findings.pain = 0
    findings.depth = Centimetres(tenths: 0)
    findings.undermining = ClockExtent(clockPosition: 1, depth: .init(tenths: 0))
    findings.tunnelling = ClockExtent(clockPosition: 12, depth: .init(tenths: 10))
    findings.tissue = TissueMix(necrotic: 100)
    try await fixture.wounds.record(NewAssessment(woundID: wound, findings: findings))
    findings.pain = 10
    try await fixture.wounds.record(NewAssessment(woundID: wound, findings: findings))
    // 0 × 0 is a closed wound: no tissue needed, PUSH area and tissue 0.
    let closed = AssessmentFindings.sample(length: 0, width: 0, tissue: .none, exudate: .none)
    try await fixture.wounds.record(NewAssessment(woundID: wound, findings: closed))
    let detail = try await fixture.wounds.wound(wound)
    // All three were taken at the same instant: compare the scores, not their order.
    #expect(detail.assessments.map { $0.scores?.push.total ?? -1 }.sorted() == [0, 13, 13])
  }

  @Test func theTeamsLongestLengthIsAccepted() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound()
    // 1000.0 cm is ClinicalLimits.largestLengthCm, the server's limit too; 1000.1 is refused.
    let findings = AssessmentFindings.sample(length: 10_000, width: 10_000)
    try await fixture.wounds.record(NewAssessment(woundID: wound, findings: findings))
    #expect(try await fixture.count("assessment") == 1)
  }

  @Test func anAssessmentBeforeTheOpeningOrInTheFutureIsRefused() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound(openedOn: WoundFixture.day(-3))
    let tooEarly = WoundFixture.start.addingTimeInterval(-4 * 86_400)
    let aheadOfSkew = WoundFixture.start.addingTimeInterval(61)
    for date in [tooEarly, aheadOfSkew] {
      let refusal = await #expect(throws: RuleViolation.self) {
        try await fixture.wounds.record(
          NewAssessment(woundID: wound, takenAt: date, findings: .sample())
        )
      }
      #expect(refusal?.field == "at")
    }
    // The opening day itself and a minute of clock skew are fine.
    let openingDay = WoundFixture.start.addingTimeInterval(-3 * 86_400 - 9 * 3_600)
    try await fixture.wounds.record(
      NewAssessment(woundID: wound, takenAt: openingDay, findings: .sample())
    )
    try await fixture.wounds.record(
      NewAssessment(
        woundID: wound,
        takenAt: WoundFixture.start.addingTimeInterval(60),
        findings: .sample()
      )
    )
    #expect(try await fixture.count("assessment") == 2)
  }

  @Test func aHealedOrClosedWoundTakesNoAssessmentUntilReopened() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound()
    try await fixture.wounds.markHealed(wound)
    let before = try await fixture.outbox()
    let refusal = await #expect(throws: RuleViolation.self) {
      try await fixture.assess(wound)
    }
    #expect(refusal?.field == "status")
    #expect(try await fixture.outbox() == before)
    try await fixture.wounds.reopen(wound)
    try await fixture.assess(wound)
    #expect(try await fixture.count("assessment") == 1)
  }

  @Test func anUnknownWoundOrAUsedIdIsRefused() async throws {
    let fixture = try WoundFixture()
    let unknown = Wound.ID()
    await #expect(throws: WoundLookupError.woundNotFound(unknown)) {
      try await fixture.assess(unknown)
    }
    let wound = try await fixture.openWound()
    let id = try await fixture.assess(wound)
    let duplicate = await #expect(throws: RuleViolation.self) {
      try await fixture.wounds.record(NewAssessment(id: id, woundID: wound, findings: .sample()))
    }
    #expect(duplicate?.field == "id")
  }
}
