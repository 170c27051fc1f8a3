import CoreContract
import Foundation
import LibPatient
import Testing

@testable import LibWound

/// The round's integer day arithmetic against Foundation's calendar: month and year ends,
/// leap days (the 4, 100 and 400 rules), and the days a time zone changes its clocks.
@Suite struct DayNumberTests {
  static func day(_ text: String) -> CalendarDate { CalendarDate(text)! }

  @Test(
    arguments: [
      ("2024-02-28", 1, "2024-02-29"), ("2024-02-29", 1, "2024-03-01"),
      ("2025-02-28", 1, "2025-03-01"), ("2000-02-28", 1, "2000-02-29"),
      ("1900-02-28", 1, "1900-03-01"), ("2100-02-28", 1, "2100-03-01"),
      ("2024-12-31", 1, "2025-01-01"), ("2025-01-01", -1, "2024-12-31"),
      ("2025-01-31", 1, "2025-02-01"), ("2025-04-30", 1, "2025-05-01"),
      ("2024-03-01", -1, "2024-02-29"), ("2023-03-01", -366, "2022-02-28"),
      ("1970-01-01", -1, "1969-12-31"), ("0001-01-01", 0, "0001-01-01"),
      ("9999-12-30", 1, "9999-12-31"),
    ] as [(String, Int, String)]
  )
  func addingDaysCrossesMonthsYearsAndLeapDays(from: String, days: Int, to: String) {
    #expect(Self.day(from).adding(days: days) == Self.day(to))
    #expect(DayNumber(Self.day(from)).days(until: DayNumber(Self.day(to))) == days)
    #expect(DayNumber(Self.day(to)).calendarDate == Self.day(to))
  }

  @Test func everyDayOfFourCenturiesAgreesWithFoundation() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let first = Self.day("1900-01-01")
    let start = calendar.date(from: DateComponents(year: 1900, month: 1, day: 1))!
    // Every 7th day over four centuries, then every day of the leap-rule years.
    var offsets = Array(stride(from: 0, to: 146_097, by: 7))
    offsets += (0..<1_461).map { 36_524 + $0 }
    offsets += (0..<1_461).map { 73_048 + $0 }
    for offset in offsets {
      let date = calendar.date(byAdding: .day, value: offset, to: start)!
      let expected = CalendarDate(date, in: calendar.timeZone)
      let number = DayNumber(first).adding(days: offset)
      #expect(number.calendarDate == expected)
      #expect(number == DayNumber(expected))
      #expect(first.days(until: expected) == offset)
      let weekday = Weekday(gregorianWeekday: calendar.component(.weekday, from: date))
      #expect(number.weekday == weekday)
    }
  }

  @Test(
    arguments: [
      "2024-02-29", "2025-02-29", "1900-02-29", "2000-02-29", "2025-04-31", "2025-13-01",
      "2025-00-10", "2025-06-00", "0000-01-01", "2025-6-01", "2025-06-1", "2025-06-01x",
      "20250601", "2025/06/01", "", "9999-12-31",
    ]
  )
  func aDayIsReadAsCalendarDateReadsIt(text: String) {
    #expect(DayNumber(text: text).map(\.calendarDate) == CalendarDate(text))
  }

  /// `CalendarDate` reads each part with `Int(_:)`, which takes a sign ("2025-06-+1"); its
  /// `description`, the only writer of the store's days, never writes one, and the round
  /// reads the digits alone.
  @Test func aSignedPartIsNotADay() {
    #expect(DayNumber(text: "2025-06-+1") == nil)
    #expect(DayNumber(text: "+025-06-01") == nil)
  }

  /// Days a zone changes its clocks: Paris (spring and autumn), New York, São Paulo (at
  /// midnight in 2018, so that day starts at 01:00, and back at midnight in 2019), Lord Howe
  /// (half an hour), Samoa (2011-12-30 skipped), Kolkata (none).
  @Test(
    arguments: [
      ("Europe/Paris", "2025-03-30"), ("Europe/Paris", "2025-10-26"),
      ("America/New_York", "2025-03-09"), ("America/New_York", "2025-11-02"),
      ("America/Sao_Paulo", "2018-11-04"), ("America/Sao_Paulo", "2019-02-16"),
      ("Australia/Lord_Howe", "2025-04-06"), ("Pacific/Apia", "2011-12-30"),
      ("Asia/Kolkata", "2024-02-29"), ("UTC", "2024-12-31"),
    ]
  )
  func theClockReadsDaysAsFoundationDoesAroundClockChanges(zone: String, around: String) {
    let timeZone = TimeZone(identifier: zone)!
    let clock = DayClock(timeZone)
    let middle = Self.day(around).start(in: timeZone)
    // Every quarter of an hour over four days on each side, and the instants next to each
    // day's start.
    var instants = stride(from: -4 * 86_400, through: 4 * 86_400, by: 900.0).map {
      middle.addingTimeInterval($0)
    }
    for offset in -4...4 {
      let start = Self.day(around).adding(days: offset).start(in: timeZone)
      instants += [start, start.addingTimeInterval(-0.001), start.addingTimeInterval(0.001)]
    }
    for instant in instants {
      #expect(clock.day(of: instant) == DayNumber(CalendarDate(instant, in: timeZone)))
    }
    for offset in -4...4 {
      let day = Self.day(around).adding(days: offset)
      #expect(clock.start(of: DayNumber(day)) == day.start(in: timeZone))
    }
  }
}
