import Foundation
import LibPatient
import Testing

@testable import LibWound

/// The day's round: who is on it and why, and in which order.
@Suite struct RoundTests {
  @Test func anAssessmentIsDueOnTheDayItWouldTurnOverdueAndOverdueAfter() async throws {
    let fixture = try WoundFixture()
    let patient = try await fixture.addPatient()
    let wound = try await fixture.openWound(patient: patient, openedOn: WoundFixture.day(-10))
    try await fixture.assess(wound, daysAfterStart: -7)
    try await fixture.recordBraden(patient)
    let today = try await fixture.wounds.round()
    #expect(
      today.entries.first?.reasons == [
        .assessment(woundID: wound, site: .leftLowerLeg, state: .due)
      ]
    )
    let tomorrow = try await fixture.wounds.round(on: WoundFixture.day(1))
    #expect(
      tomorrow.entries.first?.reasons
        == [.assessment(woundID: wound, site: .leftLowerLeg, state: .overdue(days: 1))]
    )
    // A plan's interval replaces the 7 days.
    try await fixture.plan(
      wound,
      .everyDays(30),
      startsOn: WoundFixture.day(-10),
      assessEveryDays: 10
    )
    let planned = try await fixture.wounds.round()
    #expect(planned.entries.flatMap(\.reasons).allSatisfy { $0.description.hasPrefix("dressing") })
  }

  @Test func aBradenIsDueNeverScoredOrAWeekAfterWithAnOpenPressureInjury() async throws {
    let fixture = try WoundFixture()
    let never = try await fixture.addPatient(family: "Never", address: nil)
    _ = try await fixture.openWound(patient: never, type: .venousLegUlcer)
    let injured = try await fixture.addPatient(family: "Injured", address: nil)
    _ = try await fixture.openWound(patient: injured, type: .pressureInjury)
    try await fixture.recordBraden(injured, daysAgo: 7)
    let recent = try await fixture.addPatient(family: "Recent", address: nil)
    _ = try await fixture.openWound(patient: recent, type: .pressureInjury)
    try await fixture.recordBraden(recent, daysAgo: 6)
    let ulcer = try await fixture.addPatient(family: "Ulcer", address: nil)
    _ = try await fixture.openWound(patient: ulcer, type: .venousLegUlcer)
    try await fixture.recordBraden(ulcer, daysAgo: 30)
    let reasons = Dictionary(
      uniqueKeysWithValues: try await fixture.wounds.round().entries.map {
        ($0.familyName, $0.reasons)
      }
    )
    #expect(reasons["Never"]?.contains(.braden(lastOn: nil)) == true)
    #expect(reasons["Injured"]?.contains(.braden(lastOn: WoundFixture.day(-7))) == true)
    #expect(reasons["Recent"]?.contains { $0.description.hasPrefix("Braden") } != true)
    #expect(reasons["Ulcer"]?.contains { $0.description.hasPrefix("Braden") } != true)
  }

  @Test func aWoundOffTrajectoryAndUnreadMessagesPutAPatientOnTheRound() async throws {
    let fixture = try WoundFixture()
    let patient = try await fixture.addPatient(family: "Slow", address: nil)
    let wound = try await fixture.openWound(patient: patient, openedOn: WoundFixture.day(-30))
    try await fixture.assess(wound, length: 30, width: 20, daysAfterStart: -28)
    try await fixture.assess(wound, length: 30, width: 19, daysAfterStart: 0)
    try await fixture.recordBraden(patient)
    let quiet = try await fixture.addPatient(family: "Quiet", address: nil)
    let round = try await fixture.wounds.round(unread: [quiet: 2, Patient.ID(): 5])
    let byName = Dictionary(uniqueKeysWithValues: round.entries.map { ($0.familyName, $0) })
    #expect(byName["Slow"]?.reasons == [.offTrajectory(woundID: wound, site: .leftLowerLeg)])
    #expect(byName["Quiet"]?.reasons == [.unreadMessages(2)])
    #expect(byName["Quiet"]?.unreadCount == 2)
    #expect(byName["Quiet"]?.reasons.first?.description == "2 unread messages")
    #expect(round.entries.count == 2)
  }

  @Test func theOrderIsPostalCodeThenStreetWithInfectionLast() async throws {
    let fixture = try WoundFixture()
    let addresses = [
      ("Nocode", "chemin des Vignes"),
      ("Lilas10", "10 rue des Lilas\n75002 Paris"),
      ("Oberkampf", "3 rue Oberkampf, 75011 Paris"),
      ("Infected", "1 rue de Rivoli, 75001 Paris"),
      ("Lilas2", "2 rue des Lilas, 75002 Paris"),
      ("Eglise", "5bis place de l'Église, 75002 Paris"),
    ]
    var ids: [String: Patient.ID] = [:]
    for (name, address) in addresses {
      let id = try await fixture.addPatient(family: name, address: address)
      ids[name] = id
      let wound = try await fixture.openWound(patient: id, openedOn: WoundFixture.day(-1))
      try await fixture.plan(wound, .everyDays(1), startsOn: WoundFixture.day(-1))
      if name == "Infected" { try await fixture.assessInfected(wound) }
    }
    let round = try await fixture.wounds.round()
    #expect(
      round.entries.map(\.familyName)
        == ["Eglise", "Lilas2", "Lilas10", "Oberkampf", "Nocode", "Infected"]
    )
    #expect(round.entries.last?.hasInfectionSigns == true)
    #expect(round.isSavedOrder == false)

    try await fixture.wounds.moveInRound(ids["Nocode"]!, before: ids["Lilas2"]!)
    let moved = try await fixture.wounds.round()
    #expect(
      moved.entries.map(\.familyName)
        == ["Eglise", "Nocode", "Lilas2", "Lilas10", "Oberkampf", "Infected"]
    )
    #expect(moved.isSavedOrder)
    // The order is the day's: tomorrow is in address order again.
    let tomorrow = try await fixture.wounds.round(on: WoundFixture.day(1))
    #expect(tomorrow.entries.map(\.familyName).first == "Eglise")
    #expect(tomorrow.isSavedOrder == false)
    // Moving someone not on the round names her.
    let absent = try await fixture.addPatient(family: "Absent", address: nil)
    let refusal = await #expect(throws: RuleViolation.self) {
      try await fixture.wounds.moveInRound(absent, before: ids["Eglise"]!)
    }
    #expect(refusal?.field == "patient")
  }

  @Test(
    arguments: [
      ("12 rue des Lilas, 75011 Paris", "75011", "rue des lilas", 12),
      ("Kerkstraat 4\n1000 Brussel", "1000", "kerkstraat 4", nil),
      ("5 ter Allée Verte 33000", "33000", "allee verte", 5),
      ("flat 2", nil, "flat 2", nil),
      ("1234567 rue longue", nil, "rue longue", 1_234_567),
    ] as [(String, String?, String, Int?)]
  )
  func anAddressGivesItsPostalCodeAndStreet(
    address: String,
    code: String?,
    street: String,
    number: Int?
  ) {
    let place = RoundAddress(address)
    #expect(place.postalCode == code)
    #expect(place.street == street)
    #expect(place.houseNumber == number)
  }
}

extension WoundFixture {
  /// Records a Braden scale for the patient `daysAgo` days before the fixture's start.
  func recordBraden(_ patient: Patient.ID, daysAgo: Double = 0) async throws {
    try await patients.recordBraden(
      BradenAssessment(
        patientID: patient,
        assessedAt: Self.start.addingTimeInterval(-daysAgo * 86_400),
        scores: BradenScores(
          sensoryPerception: 3,
          moisture: 3,
          activity: 3,
          mobility: 3,
          nutrition: 3,
          frictionShear: 2
        )
      )
    )
  }

  /// Records an assessment showing signs of infection, now.
  func assessInfected(_ wound: Wound.ID) async throws {
    var findings = AssessmentFindings.sample()
    findings.infectionSigns = [.purulence, .warmth]
    try await wounds.record(NewAssessment(id: Assessment.ID(), woundID: wound, findings: findings))
  }
}
