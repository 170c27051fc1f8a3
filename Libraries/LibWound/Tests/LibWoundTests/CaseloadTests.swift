import Foundation
import LibPatient
import Testing

@testable import LibWound

/// docs/clinical-rules.md "Caseload": every open wound of the team's active patients, ranked by
/// its most concerning reason, then more reasons, then the longest unseen, then the id; and
/// "overdue" is one rule (`OverdueRule`) that the caseload, the alerts, a wound's detail and
/// list and the day's round all answer alike.
@Suite struct CaseloadTests {
  func numbers(_ entries: [CaseloadEntry]) -> [Int] {
    entries.map { entry in
      (1...32).first { CaseloadFixture.id($0) == entry.id } ?? 0
    }
  }

  @Test func thirtyWoundsRankInTheDocumentedOrder() async throws {
    let fixture = try await CaseloadFixture()
    let caseload = try await fixture.base.wounds.caseload()
    #expect(numbers(caseload) == CaseloadFixture.ranked)
  }

  @Test func eachWoundCarriesItsReasonsMostConcerningFirst() async throws {
    let fixture = try await CaseloadFixture()
    let caseload = try await fixture.base.wounds.caseload()
    let reasons = Dictionary(uniqueKeysWithValues: zip(numbers(caseload), caseload.map(\.reasons)))
    #expect(reasons[1] == [.deepInfection, .noPlan])
    #expect(reasons[7] == [.offTrajectory, .overdue])
    #expect(reasons[9] == [.rising, .noPlan])
    #expect(reasons[10] == [.rising], "PUSH rising at each of the last three")
    #expect(reasons[11] == [], "the area fell, then rose: not rising")
    #expect(reasons[14] == [.overdue, .noPlan])
    #expect(reasons[15] == [.overdue], "its plan assesses every 3 days")
    #expect(reasons[16] == [], "its plan assesses every 14 days")
    #expect(reasons[17] == [.overdue], "never assessed, opened 9 days ago")
    #expect(reasons[18] == [], "exactly 7 days is not yet overdue")
    #expect(reasons[19] == [.abpiDue])
    #expect(reasons[21] == [], "its compression has a recent ABPI")
    #expect(CaseloadReason.overdue.words == "overdue for an assessment")
  }

  @Test func filtersByNurseAndByReasonKeepTheRanking() async throws {
    let fixture = try await CaseloadFixture()
    let wounds = fixture.base.wounds
    let ada = try await wounds.caseload(CaseloadFilter(nurse: "ada"))
    let odd = CaseloadFixture.ranked.filter { !$0.isMultiple(of: 2) && $0 != 17 }
    #expect(numbers(ada) == odd, "the nurse who last assessed it")
    let cleo = try await wounds.caseload(CaseloadFilter(nurse: "CLEO"))
    #expect(numbers(cleo) == [17], "who opened it, when nobody assessed it")
    let due = try await wounds.caseload(CaseloadFilter(reasons: [.overdue, .abpiDue]))
    #expect(numbers(due) == [7, 14, 13, 17, 12, 15, 20, 19])
    let both = try await wounds.caseload(CaseloadFilter(nurse: "Bea", reasons: [.noPlan]))
    #expect(numbers(both) == [4, 14, 24, 22])
  }

  @Test func overdueIsOneRuleThatEveryScreenAnswersAlike() async throws {
    let fixture = try await CaseloadFixture()
    let wounds = fixture.base.wounds
    // At the start of the day, the round's "overdue" reads the rule at the same instant.
    fixture.base.clock.advance(seconds: -10 * 3600)
    let expected: Set<Wound.ID> = Set([7, 12, 13, 14, 15, 17].map(CaseloadFixture.id))
    let caseload = try await wounds.caseload(CaseloadFilter(reasons: [.overdue]))
    #expect(Set(caseload.map(\.id)) == expected)
    let alerts = try await wounds.alerts().filter(\.isOverdue)
    #expect(Set(alerts.map(\.id)) == expected, "the alerts, and the patient list's badge")
    let round = try await wounds.round()
    let roundOverdue = Set(
      round.entries.flatMap(\.reasons).compactMap { reason -> Wound.ID? in
        if case .assessment(let id, _, .overdue) = reason { return id }
        return nil
      }
    )
    #expect(roundOverdue == expected, "today's round")
    for number in 1...30 {
      let id = CaseloadFixture.id(number)
      let detail = try await wounds.wound(id)
      #expect(detail.isOverdue == expected.contains(id), "wound \(number)'s detail")
      let listed = try await wounds.wounds(of: detail.wound.patientID)
      #expect(listed.first?.isOverdue == expected.contains(id), "wound \(number) in its list")
    }
  }

  @Test func aMergedAwayPatientsWoundCountsForThePatientKept() async throws {
    let fixture = try WoundFixture()
    let kept = try await fixture.addPatient(family: "Kept", address: nil)
    let other = try await fixture.addPatient(family: "Other", address: nil)
    let wound = try await fixture.openWound(patient: other)
    try await fixture.patients.merge(other, into: kept)
    let caseload = try await fixture.wounds.caseload()
    #expect(caseload.map(\.id) == [wound])
    #expect(caseload.first?.wound.patientID == kept)
    #expect(caseload.first?.familyName == "Kept")
    #expect(caseload.first?.reasons == [.noPlan])
  }

  /// Issue 31, item 4: a visit missed yesterday (the round carries it onto today's) shows on
  /// her wounds with why; it ranks nothing (every patient due yesterday and not visited was
  /// missed, so it would double "overdue").
  @Test func aVisitMissedYesterdayShowsWithWhyAndRanksNothing() async throws {
    let fixture = try WoundFixture()
    let missed = try await fixture.addPatient(family: "Missed", address: nil)
    let wound = try await fixture.openWound(patient: missed, openedOn: WoundFixture.day(-10))
    try await fixture.assess(wound, daysAfterStart: -1)
    try await fixture.plan(wound, .everyDays(1), startsOn: WoundFixture.day(-10))
    try await fixture.wounds.record(
      NewVisit(
        patientID: missed,
        visitedAt: WoundFixture.start.addingTimeInterval(-86_400),
        outcome: .notAtHome
      )
    )
    let caseload = try await fixture.wounds.caseload()
    let entry = try #require(caseload.first { $0.id == wound })
    #expect(entry.missedVisit == MissedVisit(day: WoundFixture.day(-1), reason: .notAtHome))
    #expect(entry.reasons.isEmpty, "assessed yesterday, planned: no reason")
    #expect(entry.words == ["visit missed yesterday: not at home"])
    // Nothing due today, nothing carried: her wound says nothing of a miss.
    let other = try await fixture.openWound(openedOn: WoundFixture.day(0))
    #expect(try await fixture.wounds.caseload().first { $0.id == other }?.missedVisit == nil)
  }

  @Test func anEmptyStoreHasAnEmptyCaseload() async throws {
    let fixture = try WoundFixture()
    #expect(try await fixture.wounds.caseload().isEmpty)
  }
}
