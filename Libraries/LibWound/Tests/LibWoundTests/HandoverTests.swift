import CoreContract
import Foundation
import LibPatient
import Testing

@testable import LibWound

/// docs/care-plans.md "Handover": what colleagues recorded about the patients of Bea's round
/// since her last visit or her last look, each with who and when; her own records never.
@Suite struct HandoverTests {
  /// Bea's device, with Anna recording on the same store (as a sync would bring it).
  struct Team {
    let fixture: WoundFixture
    let anna: WoundLibrary
    let annaPatients: PatientLibrary
    let patient: Patient.ID
    let wound: Wound.ID

    /// Bea plans the wound, assesses it (6.0 cm²) and visits at the start; her round holds it.
    init() async throws {
      fixture = try WoundFixture(author: "bea")
      anna = WoundLibrary.live(
        store: fixture.store,
        settings: WoundSettings(timeZone: WoundFixture.utc),
        now: fixture.clock.now,
        author: { "anna" }
      )
      annaPatients = PatientLibrary.live(
        store: fixture.store,
        now: fixture.clock.now,
        author: { "anna" }
      )
      patient = try await fixture.addPatient()
      wound = try await fixture.openWound(patient: patient)
      try await fixture.plan(wound, .everyDays(1))
      try await fixture.assess(wound)
      try await fixture.wounds.record(NewVisit(patientID: patient))
    }

    func annaAssesses(hoursAfterStart hours: Double, length: Int, width: Int) async throws {
      try await anna.record(
        NewAssessment(
          woundID: wound,
          takenAt: WoundFixture.start.addingTimeInterval(hours * 3600),
          findings: .sample(length: length, width: width)
        )
      )
    }
  }

  @Test func itListsAColleaguesAssessmentWithTheMoveOfAreaAndPushSinceHerVisit() async throws {
    let team = try await Team()
    team.fixture.clock.advance(seconds: 2 * 3600)
    try await team.annaAssesses(hoursAfterStart: 1, length: 40, width: 30)
    // Her own assessment after the visit is hers: it is no news to her.
    try await team.fixture.assess(team.wound, length: 40, width: 30, daysAfterStart: 1.5 / 24)

    let handover = try await team.fixture.wounds.handover(.round)
    let hers = try #require(handover.first)
    #expect(handover.count == 1)
    #expect(hers.since == HandoverSince(WoundFixture.start, .lastVisit))
    #expect(hers.changes.count == 1)
    let change = try #require(hers.changes.first)
    #expect(change.by == "anna")
    #expect(change.at == WoundFixture.start.addingTimeInterval(3600))
    guard case .assessment(let assessment) = change.event else {
      Issue.record("not an assessment: \(change.event)")
      return
    }
    #expect(assessment.area == SquareCentimetres(tenths: 120))
    #expect(assessment.areaChange == 60)
    #expect(assessment.pushChange == 1)
    #expect(change.words.hasPrefix("assessment left-lower-leg: area 12.0 cm² (+6.0), PUSH "))
  }

  @Test func aColleaguesAssessmentCarriesTheInfectionScreeningsVerdict() async throws {
    let team = try await Team()
    team.fixture.clock.advance(seconds: 3600)
    var findings = AssessmentFindings.sample(length: 30, width: 20)
    findings.infectionSigns = [.warmth, .swelling, .probesToBone]
    try await team.anna.record(
      NewAssessment(woundID: team.wound, takenAt: team.fixture.clock.now(), findings: findings)
    )
    let change = try #require(try await team.fixture.wounds.handover(.round).first?.changes.first)
    guard case .assessment(let assessment) = change.event else {
      Issue.record("not an assessment: \(change.event)")
      return
    }
    #expect(assessment.verdicts == [.deepInfectionSuspected])
    #expect(change.words.hasSuffix("; deep infection suspected: tell the physician today"))
  }

  @Test func plansBradensAndABPIsOfColleaguesCountWithTheirAuthors() async throws {
    let team = try await Team()
    team.fixture.clock.advance(seconds: 3600)
    var draft = CarePlanDraft(try #require(try await team.fixture.wounds.plan(of: team.wound)))
    draft.primaryDressing = "hydrofiber"
    try await team.anna.setPlan(draft)
    try await team.annaPatients.recordBraden(
      BradenAssessment(
        patientID: team.patient,
        assessedAt: WoundFixture.start.addingTimeInterval(1800),
        scores: BradenScores(
          sensoryPerception: 3,
          moisture: 3,
          activity: 2,
          mobility: 2,
          nutrition: 2,
          frictionShear: 2
        )
      )
    )
    try await team.annaPatients.recordABPI(
      ABPIMeasurement(
        patientID: team.patient,
        measuredAt: WoundFixture.start.addingTimeInterval(2400),
        brachial: ArmPressures(left: 120, right: 130),
        left: AnklePressures(dorsalisPedis: 117, posteriorTibial: nil),
        right: nil
      )
    )
    let changes = try #require(try await team.fixture.wounds.handover(.round).first).changes
    #expect(changes.map(\.kind) == ["braden", "abpi", "plan"])
    #expect(changes.allSatisfy { $0.by == "anna" })
    #expect(changes[0].words == "Braden 14 (moderate risk)")
    #expect(changes[2].words == "care plan changed left-lower-leg: hydrofiber")
  }

  @Test func markingSeenHidesWhatCameUntilThenAndQueuesTheMark() async throws {
    let team = try await Team()
    team.fixture.clock.advance(seconds: 3600)
    try await team.annaAssesses(hoursAfterStart: 0.5, length: 40, width: 30)
    try await team.fixture.wounds.markHandoverSeen(team.patient)

    let seen = try #require(try await team.fixture.wounds.handover(.round).first)
    #expect(seen.since.reason == .lastSeen)
    #expect(seen.changes.isEmpty)
    let queued = try await team.fixture.outbox().filter { $0.entityType == "handoverSeen" }
    #expect(queued.count == 1)

    // What Anna records afterwards is news again; asked from the start, both are.
    team.fixture.clock.advance(seconds: 3600)
    try await team.annaAssesses(hoursAfterStart: 1.5, length: 50, width: 30)
    #expect(try await team.fixture.wounds.handover(.round).first?.changes.count == 1)
    let asked = try await team.fixture.wounds.handover(.round, since: WoundFixture.start)
    #expect(asked.first?.changes.count == 2)
    #expect(asked.first?.since.reason == .asked)
  }

  @Test func aColleaguesMarkIsHersAndTheScopeAllTakesPatientsOffTheRound() async throws {
    let team = try await Team()
    team.fixture.clock.advance(seconds: 3600)
    try await team.annaAssesses(hoursAfterStart: 0.5, length: 40, width: 30)
    try await team.anna.markHandoverSeen(team.patient)
    #expect(try await team.fixture.wounds.handover(.round).first?.changes.count == 1)

    // Scored today and without wounds, she has nothing due: not on the round.
    let other = try await team.fixture.addPatient()
    try await team.fixture.patients.recordBraden(
      BradenAssessment(
        patientID: other,
        assessedAt: team.fixture.clock.now(),
        scores: .healthy,
        assessedBy: "bea"
      )
    )
    // Anna assesses her wound: nothing is due there, so she stays off the round.
    let wound = try await team.fixture.openWound(patient: other)
    try await team.anna.record(
      NewAssessment(
        woundID: wound,
        takenAt: team.fixture.clock.now(),
        findings: .sample(length: 20, width: 20)
      )
    )
    #expect(try await team.fixture.wounds.handover(.round).map(\.patientID) == [team.patient])
    // Who is on the round, asked alone, is who the whole round holds.
    let wounds = team.fixture.wounds
    let onRound = try await DayRoundQuery(context: wounds.context, plans: wounds.plans)
      .patientsOnRound()
    #expect(onRound == Set(try await wounds.round().entries.map(\.patientID)))
    let all = try await team.fixture.wounds.handover(.all)
    #expect(all.count == 2)
    let window = try #require(all.first { $0.patientID == other })
    #expect(window.since.reason == .window)
    #expect(window.changes.map(\.kind) == ["assessment"])
  }

  @Test func messagesAddedFollowTheOneRule() async throws {
    let team = try await Team()
    let handover = try #require(try await team.fixture.wounds.handover(.round).first)
    let at = WoundFixture.start.addingTimeInterval(60)
    let added = handover.adding(
      [
        HandoverChange(at: at, by: "anna", event: .message(body: "she fell")),
        HandoverChange(at: at, by: "bea", event: .message(body: "mine")),
        HandoverChange(
          at: WoundFixture.start.addingTimeInterval(-60),
          by: "anna",
          event: .message(body: "before")
        ),
      ],
      nurse: "bea"
    )
    #expect(added.changes.map(\.words) == ["message: she fell"])
  }

  @Test func withoutANurseThereIsNoHandover() async throws {
    let fixture = try WoundFixture()
    let patient = try await fixture.addPatient()
    await #expect(throws: HandoverError.noNurse) { try await fixture.wounds.handover(.all) }
    await #expect(throws: HandoverError.noNurse) {
      try await fixture.wounds.markHandoverSeen(patient)
    }
  }
}

extension BradenScores {
  /// Scores of no risk (23).
  static let healthy = BradenScores(
    sensoryPerception: 4,
    moisture: 4,
    activity: 4,
    mobility: 4,
    nutrition: 4,
    frictionShear: 3
  )
}
