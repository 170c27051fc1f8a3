import CoreContract
import Foundation
import LibPatient
import Testing

@testable import LibWound

/// A visit's outcome, day of death and start (docs/care-plans.md, "Visit outcomes"), and the
/// patients a past day's round missed, carried onto the next day's.
@Suite struct VisitOutcomeTests {
  @Test func anOutcomeItsDayOfDeathAndItsStartAreStoredAndReadBack() async throws {
    let fixture = try WoundFixture()
    let patient = try await fixture.addPatient()
    let started = WoundFixture.start.addingTimeInterval(-25 * 60 - 30)
    try await fixture.wounds.record(
      NewVisit(
        patientID: patient,
        note: "her son answered",
        outcome: .deceased,
        deceasedOn: WoundFixture.day(-1),
        startedAt: started
      )
    )
    let stored = try #require(try await fixture.wounds.visits(of: patient).first)
    #expect(stored.outcome == .deceased)
    #expect(stored.deceasedOn == WoundFixture.day(-1))
    #expect(stored.startedAt == started)
    #expect(stored.durationMinutes == 25)
  }

  @Test func aVisitNotDoneThatNamesADressingIsRefusedNamingTheOutcome() async throws {
    let fixture = try WoundFixture()
    let patient = try await fixture.addPatient()
    let wound = try await fixture.openWound(patient: patient)
    let refusal = await #expect(throws: RuleViolation.self) {
      try await fixture.wounds.record(
        NewVisit(patientID: patient, dressingsChanged: [wound], outcome: .notAtHome)
      )
    }
    #expect(refusal?.field == "outcome")
    let late = await #expect(throws: RuleViolation.self) {
      try await fixture.wounds.record(
        NewVisit(
          patientID: patient,
          visitedAt: WoundFixture.start.addingTimeInterval(-3600),
          startedAt: WoundFixture.start.addingTimeInterval(-60)
        )
      )
    }
    #expect(late?.field == "startedAt")
    let tomorrow = await #expect(throws: RuleViolation.self) {
      try await fixture.wounds.record(
        NewVisit(patientID: patient, outcome: .deceased, deceasedOn: WoundFixture.day(1))
      )
    }
    #expect(tomorrow?.field == "deceasedOn", "a day ahead of UTC is not the nurse's day here")
    #expect(try await fixture.wounds.visits(of: patient).isEmpty)
  }

  /// A dressing changed every day, last on day -3: due on day -2, -1 and today.
  private func duePatient(_ fixture: WoundFixture) async throws -> (Patient.ID, Wound.ID) {
    let patient = try await fixture.addPatient(family: "Due", address: nil)
    let wound = try await fixture.openWound(patient: patient, openedOn: WoundFixture.day(-10))
    try await fixture.assess(wound, daysAfterStart: -1)
    try await fixture.plan(wound, .everyDays(1), startsOn: WoundFixture.day(-10))
    try await fixture.changeDressing(
      of: [wound],
      patient: patient,
      at: WoundFixture.start.addingTimeInterval(-3 * 86_400)
    )
    return (patient, wound)
  }

  @Test func aPastDaysRoundSaysWhomItMissedAndWhy() async throws {
    let fixture = try WoundFixture()
    let (patient, _) = try await duePatient(fixture)
    try await fixture.wounds.record(
      NewVisit(
        patientID: patient,
        visitedAt: WoundFixture.start.addingTimeInterval(-2 * 86_400),
        outcome: .notAtHome
      )
    )
    let twoDaysAgo = try #require(
      try await fixture.wounds.round(on: WoundFixture.day(-2)).entries.first
    )
    #expect(twoDaysAgo.missed == MissedVisit(day: WoundFixture.day(-2), reason: .notAtHome))
    #expect(twoDaysAgo.missed?.why == "not at home")
    #expect(!twoDaysAgo.isVisited)
    #expect(twoDaysAgo.visits.map(\.outcome) == [.notAtHome])

    let yesterday = try #require(
      try await fixture.wounds.round(on: WoundFixture.day(-1)).entries.first
    )
    #expect(yesterday.missed == MissedVisit(day: WoundFixture.day(-1), reason: nil))
    #expect(yesterday.missed?.why == "no reason recorded")
    #expect(yesterday.missedBefore?.reason == .notAtHome)

    // Today is not over: not missed yet, but yesterday's miss is carried onto it.
    let today = try #require(try await fixture.wounds.round().entries.first)
    #expect(today.missed == nil)
    #expect(today.missedBefore == MissedVisit(day: WoundFixture.day(-1), reason: nil))
  }

  @Test func aVisitDoneThatDayIsNoMissEvenAfterAnAttempt() async throws {
    let fixture = try WoundFixture()
    let (patient, wound) = try await duePatient(fixture)
    let day = WoundFixture.start.addingTimeInterval(-86_400)
    try await fixture.wounds.record(
      NewVisit(patientID: patient, visitedAt: day.addingTimeInterval(-3600), outcome: .notAtHome)
    )
    try await fixture.changeDressing(of: [wound], patient: patient, at: day)
    let entry = try #require(try await fixture.wounds.round(on: WoundFixture.day(-1)).entries.first)
    #expect(entry.missed == nil)
    #expect(entry.isVisited)
    #expect(try await fixture.wounds.round().entries.first?.missedBefore == nil)
  }

  @Test func aMissIsCarriedOntoHerNextEntryAndUnreadMessagesAloneAreNoMiss() {
    let patient = Patient.ID()
    let yesterday = RoundEntry(
      patientID: patient,
      givenName: "Anne",
      familyName: "Missed",
      address: nil,
      reasons: [.braden(lastOn: nil)],
      hasInfectionSigns: false,
      visits: [RoundVisit(id: Visit.ID(), visitedAt: .now, visitedBy: "anna", outcome: .refused)]
    )
    let unreadOnly = RoundEntry(
      patientID: Patient.ID(),
      givenName: "Anne",
      familyName: "Unread",
      address: nil,
      reasons: [.unreadMessages(2)],
      hasInfectionSigns: false
    )
    let marked = MissedVisitRule.marked([yesterday, unreadOnly], day: WoundFixture.day(-1))
    #expect(marked.map(\.missed?.reason) == [.refused, nil])
    #expect(marked[1].missed == nil)
    var today = yesterday
    today.visits = []
    let carried = MissedVisitRule.carried(marked, onto: [today, unreadOnly])
    #expect(carried.map(\.missedBefore?.why) == ["refused", nil])
    #expect(carried[0].missed == nil, "today's own miss is not yesterday's")
    // Due nothing today (her wound healed): not brought back.
    #expect(MissedVisitRule.carried(marked, onto: []).isEmpty)
  }
}
