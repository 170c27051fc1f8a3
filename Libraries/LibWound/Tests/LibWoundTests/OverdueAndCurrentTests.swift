import Foundation
import LibPatient
import Testing

@testable import LibWound

@Suite("Overdue and which assessments count")
struct OverdueAndCurrentTests {
  static let utc = TimeZone(identifier: "UTC")!
  static let lastVisit = Date(timeIntervalSince1970: 1_750_000_000)
  static let week: TimeInterval = 7 * 86_400
  static let openedOn = CalendarDate(year: 2025, month: 6, day: 1)!

  func overdue(
    _ rule: OverdueRule = OverdueRule(),
    status: WoundStatus = .open,
    last: Date? = lastVisit,
    now: Date
  ) -> Bool {
    rule.isOverdue(
      status: status,
      openedOn: Self.openedOn,
      lastAssessedAt: last,
      now: now,
      timeZone: Self.utc
    )
  }

  @Test func sevenDaysExactlyIsNotOverdueButOneSecondMoreIs() {
    #expect(!overdue(now: Self.lastVisit.addingTimeInterval(Self.week)))
    #expect(overdue(now: Self.lastVisit.addingTimeInterval(Self.week + 1)))
  }

  @Test func theIntervalIsConfigurable() {
    let threeDays = OverdueRule(interval: 3 * 86_400)
    #expect(!overdue(threeDays, now: Self.lastVisit.addingTimeInterval(3 * 86_400)))
    #expect(overdue(threeDays, now: Self.lastVisit.addingTimeInterval(3 * 86_400 + 1)))
  }

  @Test func aCarePlansIntervalReplacesTheRulesOwn() {
    let rule = OverdueRule()
    #expect(rule.interval(planDays: 3) == 3 * 86_400)
    #expect(rule.interval(planDays: nil) == Self.week)
    let fourDays = Self.lastVisit.addingTimeInterval(4 * 86_400)
    let check = { (planDays: Int?) in
      rule.isOverdue(
        status: .open,
        openedOn: Self.openedOn,
        lastAssessedAt: Self.lastVisit,
        now: fourDays,
        timeZone: Self.utc,
        planDays: planDays
      )
    }
    #expect(check(3), "every 3 days: overdue after 4")
    #expect(!check(nil), "7 days without a plan")
    #expect(!check(14))
  }

  @Test func aHealedOrClosedWoundIsNeverOverdue() {
    let late = Self.lastVisit.addingTimeInterval(10 * Self.week)
    #expect(!overdue(status: .healed(on: Self.openedOn), now: late))
    #expect(!overdue(status: .closed(reason: "moved"), now: late))
  }

  @Test func aWoundNeverAssessedIsCountedFromTheStartOfTheDayItWasOpened() {
    let opened = FixedDates.utc("2025-06-01T00:00:00Z")
    #expect(!overdue(last: nil, now: opened.addingTimeInterval(Self.week)))
    #expect(overdue(last: nil, now: opened.addingTimeInterval(Self.week + 1)))
  }

  @Test func correctionsReplaceWhatTheyCorrectAndTheBaselineFollows() {
    let wound = Wound.ID()
    let first = Assessment.sample(wound: wound, at: Self.lastVisit, lengthTenths: 50)
    let second = Assessment.sample(
      wound: wound,
      at: Self.lastVisit.addingTimeInterval(86_400),
      lengthTenths: 40
    )
    var correction = Assessment.sample(wound: wound, at: Self.lastVisit, lengthTenths: 45)
    correction.supersedes = first.id
    let current = CurrentAssessments.of([second, correction, first])
    #expect(current.map(\.id) == [correction.id, second.id])
    #expect(CurrentAssessments.baseline(of: [first, second, correction])?.id == correction.id)
    #expect(CurrentAssessments.baseline(of: []) == nil)
  }

  /// A history with no correction is ordered by time taken, then id, whether it comes in
  /// order (answered as it is), out of order, or with two at one instant.
  @Test func withoutCorrectionsTheOrderIsTimeThenId() {
    let wound = Wound.ID()
    let at = { (day: Double) in Self.lastVisit.addingTimeInterval(day * 86_400) }
    let ordered = (0..<4).map {
      Assessment.sample(wound: wound, at: at(Double($0)), lengthTenths: 40)
    }
    #expect(CurrentAssessments.of(ordered).map(\.id) == ordered.map(\.id))
    #expect(CurrentAssessments.of(ordered.reversed()).map(\.id) == ordered.map(\.id))
    let twins = [ordered[0], Assessment.sample(wound: wound, at: at(0), lengthTenths: 40)]
    let byID = twins.sorted { $0.id.isOrdered(before: $1.id) }.map(\.id)
    #expect(CurrentAssessments.of(twins).map(\.id) == byID)
    #expect(CurrentAssessments.of(twins.reversed()).map(\.id) == byID)
    #expect(CurrentAssessments.of([Assessment]()).isEmpty)
  }
}

enum FixedDates {
  static func utc(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }
}
