import Foundation
import LibPatient
import Testing

@testable import LibWound

/// docs/clinical-rules.md "Infection screening": a wound whose latest current assessment
/// suspects a deep infection stands in the alerts and marks its patient on the day's round
/// ("tell the physician today"), until a later assessment, or a correction, clears it. The
/// alerts and the round count with the same rule as the wound's detail.
@Suite struct InfectionAlertTests {
  /// Three STONEES signs: warmth, probes to bone, swelling.
  static let deep: Set<InfectionSign> = [.warmth, .probesToBone, .swelling]

  @discardableResult
  func assess(
    _ fixture: WoundFixture,
    _ wound: Wound.ID,
    signs: Set<InfectionSign>,
    hoursAfterStart: Double,
    supersedes: Assessment.ID? = nil
  ) async throws -> Assessment.ID {
    let id = Assessment.ID()
    var findings = AssessmentFindings.sample(tissue: TissueMix(granulation: 100))
    findings.infectionSigns = signs
    try await fixture.wounds.record(
      NewAssessment(
        id: id,
        woundID: wound,
        takenAt: WoundFixture.start.addingTimeInterval(hoursAfterStart * 3600),
        findings: findings,
        supersedes: supersedes
      )
    )
    return id
  }

  @Test func aDeepInfectionStandsInTheAlertsUntilALaterAssessmentClearsIt() async throws {
    let fixture = try WoundFixture()
    let wound = try await fixture.openWound(openedOn: WoundFixture.day(-2))
    let quiet = try await fixture.openWound(openedOn: WoundFixture.day(-2))
    try await assess(fixture, quiet, signs: [.warmth, .swelling], hoursAfterStart: -3)
    let infected = try await assess(fixture, wound, signs: Self.deep, hoursAfterStart: -3)
    let alerts = try await fixture.wounds.alerts()
    #expect(alerts.map(\.id) == [wound], "two deep signs are no verdict")
    #expect(alerts.first?.isDeepInfectionSuspected == true)
    #expect(alerts.first?.infection?.deepCount == 3)
    // The same count as the wound's detail: one rule.
    let detail = try await fixture.wounds.wound(wound)
    #expect(detail.latest?.screening == alerts.first?.infection)

    // A correction without the signs clears it, as a later assessment would.
    let corrected = try await assess(
      fixture,
      wound,
      signs: [],
      hoursAfterStart: -3,
      supersedes: infected
    )
    #expect(try await fixture.wounds.alerts().isEmpty)
    try await assess(fixture, wound, signs: Self.deep, hoursAfterStart: -2)
    #expect(try await fixture.wounds.alerts().map(\.id) == [wound])
    try await assess(fixture, wound, signs: [], hoursAfterStart: -1)
    #expect(try await fixture.wounds.alerts().isEmpty, "a later assessment clears it")
    #expect(
      try await fixture.wounds.wound(wound).assessments.contains { $0.assessment.id == corrected }
    )
  }

  @Test func theRoundTellsThePhysicianTodayAndStillVisitsTheInfectedLast() async throws {
    let fixture = try WoundFixture()
    let first = try await fixture.addPatient(family: "Abel", address: "1 rue A, 75001 Paris")
    let second = try await fixture.addPatient(family: "Zola", address: "9 rue Z, 75019 Paris")
    let woundA = try await fixture.openWound(patient: first, openedOn: WoundFixture.day(-1))
    let woundZ = try await fixture.openWound(patient: second, openedOn: WoundFixture.day(-1))
    try await fixture.plan(woundZ, .everyDays(1), startsOn: WoundFixture.day(-1))
    // Abel (75001) would come first by her address; her infection puts her last, the
    // physician first among her reasons.
    try await assess(fixture, woundA, signs: Self.deep, hoursAfterStart: -1)
    let round = try await fixture.wounds.round()
    #expect(round.entries.map(\.familyName) == ["Zola", "Abel"])
    let abel = try #require(round.entries.last)
    #expect(abel.tellsThePhysicianToday && abel.hasInfectionSigns)
    #expect(abel.reasons.first == .deepInfection(woundID: woundA, site: .leftLowerLeg))
    #expect(
      abel.reasons.first?.description
        == "tell the physician today: left-lower-leg deep infection suspected"
    )
    #expect(round.entries.first?.tellsThePhysicianToday == false)

    try await assess(fixture, woundA, signs: [], hoursAfterStart: -0.5)
    let cleared = try await fixture.wounds.round()
    #expect(!cleared.entries.contains { $0.tellsThePhysicianToday })
  }
}
