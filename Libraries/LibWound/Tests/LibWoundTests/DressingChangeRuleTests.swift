import Foundation
import LibPatient
import Testing

@testable import LibWound

/// docs/care-plans.md's dressing-change table, edge by edge. 2025-06-15 is a Sunday.
@Suite struct DressingChangeRuleTests {
  static func day(_ text: String) -> CalendarDate { CalendarDate(text)! }

  @Test(
    arguments: [
      // every N days: no change yet is due on the plan's first day
      (DressingChangeFrequency.everyDays(2), "2025-06-15", nil, "2025-06-15"),
      (.everyDays(2), "2025-06-15", "2025-06-15", "2025-06-17"),
      // a change before the plan began still counts from its day
      (.everyDays(3), "2025-06-15", "2025-06-14", "2025-06-17"),
      // across a month's end
      (.everyDays(2), "2025-06-01", "2025-06-30", "2025-07-02"),
      // weekdays: the first planned day on or after the start, then after the last change
      (.weekdays([.monday, .thursday]), "2025-06-15", nil, "2025-06-16"),
      (.weekdays([.monday, .thursday]), "2025-06-15", "2025-06-16", "2025-06-19"),
      // a change on a day off the plan moves the next to the following planned day
      (.weekdays([.monday, .thursday]), "2025-06-15", "2025-06-17", "2025-06-19"),
      (.weekdays([.monday, .thursday]), "2025-06-15", "2025-06-19", "2025-06-23"),
      (.weekdays([.sunday]), "2025-06-15", nil, "2025-06-15"),
      (.weekdays([.monday]), "2025-06-15", "2025-06-10", "2025-06-16"),
    ] as [(DressingChangeFrequency, String, String?, String)]
  )
  func theNextChangeFallsDueOn(
    change: DressingChangeFrequency,
    startsOn: String,
    last: String?,
    due: String
  ) {
    let next = DressingChangeRule.nextDue(
      change,
      startsOn: Self.day(startsOn),
      lastChange: last.map(Self.day)
    )
    #expect(next == Self.day(due))
  }

  @Test func aDutyIsDueOnItsDayAndOverdueByTheDaysAfter() {
    let due = Self.day("2025-06-17")
    #expect(DueState.on(Self.day("2025-06-16"), dueOn: due) == .notDue)
    #expect(DueState.on(Self.day("2025-06-17"), dueOn: due) == .due)
    #expect(DueState.on(Self.day("2025-06-20"), dueOn: due) == .overdue(days: 3))
  }

  @Test func weekdaysAndDaysAreCountedOnTheCalendar() {
    #expect(Self.day("2025-06-15").weekday == .sunday)
    #expect(Self.day("2025-06-16").weekday == .monday)
    #expect(Self.day("2024-02-28").adding(days: 1) == Self.day("2024-02-29"))
    #expect(Self.day("2025-03-29").adding(days: 2) == Self.day("2025-03-31"))
  }
}

/// The same edges through the store: a plan changed mid-cycle, a visit late in the evening,
/// a wound healed today, weekdays.
@Suite struct DressingChangeRoundTests {
  static func dressings(_ round: DayRound) -> [RoundReason] {
    round.entries.flatMap(\.reasons).filter {
      if case .dressingChange = $0 { return true }
      return false
    }
  }

  @Test func aPlanChangedMidCycleCountsItsNewIntervalFromTheLastChange() async throws {
    let fixture = try WoundFixture()
    let patient = try await fixture.addPatient()
    let wound = try await fixture.openWound(patient: patient, openedOn: WoundFixture.day(-3))
    try await fixture.plan(wound, .everyDays(3), startsOn: WoundFixture.day(-3))
    try await fixture.changeDressing(
      of: [wound],
      patient: patient,
      at: WoundFixture.start.addingTimeInterval(-86_400)
    )
    // Changed yesterday, every 3 days: due in two days, nothing today.
    #expect(Self.dressings(try await fixture.wounds.round()).isEmpty)
    try await fixture.plan(wound, .everyDays(1), startsOn: WoundFixture.day(-3))
    #expect(
      Self.dressings(try await fixture.wounds.round())
        == [.dressingChange(woundID: wound, site: .leftLowerLeg, state: .due)]
    )
    try await fixture.plan(wound, .everyDays(2), startsOn: WoundFixture.day(-3))
    let tomorrow = try await fixture.wounds.round(on: WoundFixture.day(1))
    #expect(Self.dressings(tomorrow).map(\.isOverdue) == [false])
    #expect(Self.dressings(try await fixture.wounds.round(on: WoundFixture.day(2))).count == 1)
    #expect(Self.dressings(try await fixture.wounds.round()).isEmpty)
  }

  @Test func aVisitLateInTheEveningCountsOnTheNursesDayNotUTCs() async throws {
    let fixture = try WoundFixture()
    let patient = try await fixture.addPatient()
    let wound = try await fixture.openWound(patient: patient, openedOn: WoundFixture.day(-5))
    try await fixture.plan(wound, .everyDays(2), startsOn: WoundFixture.day(-5))
    // 00:30 on 15 June in Paris is 22:30 on 14 June in UTC.
    try await fixture.changeDressing(
      of: [wound],
      patient: patient,
      at: WoundFixture.instant("2025-06-14T22:30:00Z")
    )
    let paris = fixture.library(in: TimeZone(identifier: "Europe/Paris")!)
    let utc = fixture.library(in: TimeZone(identifier: "UTC")!)
    let monday = CalendarDate("2025-06-16")!
    // Paris: changed on the 15th, due on the 17th. UTC: changed on the 14th, due on the 16th.
    #expect(Self.dressings(try await paris.round(on: monday)).isEmpty)
    #expect(Self.dressings(try await utc.round(on: monday)).count == 1)
    #expect(Self.dressings(try await paris.round(on: CalendarDate("2025-06-17")!)).count == 1)
  }

  @Test func aWoundHealedTodayIsOffTheRound() async throws {
    let fixture = try WoundFixture()
    let patient = try await fixture.addPatient()
    let wound = try await fixture.openWound(patient: patient, openedOn: WoundFixture.day(-5))
    try await fixture.plan(wound, .everyDays(1), startsOn: WoundFixture.day(-5))
    #expect(try await fixture.wounds.round().entries.map(\.patientID) == [patient])
    try await fixture.wounds.markHealed(wound)
    let round = try await fixture.wounds.round()
    #expect(round.entries.flatMap(\.reasons).allSatisfy { $0.woundID != wound })
    #expect(Self.dressings(round).isEmpty)
  }

  @Test func weekdaysAreDueOnTheirDayAndOverdueAfterIt() async throws {
    let fixture = try WoundFixture()
    let patient = try await fixture.addPatient()
    let wound = try await fixture.openWound(patient: patient, openedOn: WoundFixture.day(-5))
    try await fixture.plan(wound, .weekdays([.monday, .thursday]), startsOn: WoundFixture.day(0))
    #expect(Self.dressings(try await fixture.wounds.round()).isEmpty)  // a Sunday
    let monday = try await fixture.wounds.round(on: WoundFixture.day(1))
    #expect(
      Self.dressings(monday) == [.dressingChange(woundID: wound, site: .leftLowerLeg, state: .due)]
    )
    let tuesday = try await fixture.wounds.round(on: WoundFixture.day(2))
    #expect(Self.dressings(tuesday).first?.isOverdue == true)
  }
}
