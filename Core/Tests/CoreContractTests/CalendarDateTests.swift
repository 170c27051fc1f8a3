import Foundation
import Testing

@testable import CoreContract

/// `CalendarDate` checks days by arithmetic from 1583 on: the same answers as Foundation's
/// Gregorian calendar, which it asked before.
@Suite("Calendar dates")
struct CalendarDateTests {
  /// Whether Foundation's Gregorian calendar calls the day valid (what the arithmetic replaces).
  private func calendarSays(_ year: Int, _ month: Int, _ day: Int) -> Bool {
    var components = DateComponents(year: year, month: month, day: day)
    components.calendar = Calendar(identifier: .gregorian)
    return components.isValidDate
  }

  @Test func everyDayOfLeapAndCommonYearsAgreesWithTheCalendar() {
    for year in [1583, 1600, 1700, 1900, 1940, 2000, 2023, 2024, 2100, 2400, 9999] {
      for month in 0...13 {
        for day in 0...32 {
          let arithmetic = CalendarDate(year: year, month: month, day: day) != nil
          #expect(arithmetic == calendarSays(year, month, day), "\(year)-\(month)-\(day)")
        }
      }
    }
  }

  @Test func printsAsFourTwoTwoDigits() {
    #expect(CalendarDate(year: 2025, month: 12, day: 31)?.description == "2025-12-31")
    #expect(CalendarDate(year: 2024, month: 2, day: 9)?.description == "2024-02-09")
    #expect(CalendarDate(year: 987, month: 1, day: 5)?.description == "0987-01-05")
    #expect(CalendarDate(year: 1, month: 1, day: 1)?.description == "0001-01-01")
  }

  /// Exactly four, two and two ASCII digits between hyphens: no sign, no other digits, no
  /// space, no other length.
  @Test func onlyTheExactFormIsRead() {
    #expect(CalendarDate("2025-01-31") == CalendarDate(year: 2025, month: 1, day: 31))
    #expect(CalendarDate("0001-01-01") == CalendarDate(year: 1, month: 1, day: 1))
    #expect(CalendarDate("9999-12-31") == CalendarDate(year: 9999, month: 12, day: 31))
    let refused = [
      "0000-01-01", "2025-13-01", "2025-00-10", "2025-1-010", "2025/01/01", "20250-1-01",
      "+999-01-01", "2025-+1-01", "2025-01-+1", "2025-01-0a", "", "2025-01-01 ", " 2025-01-01",
      "٢٠٢٥-01-01", "2025-01-1", "-025-01-01", "2025-02-29", "2025-04-31",
    ]
    for text in refused {
      #expect(CalendarDate(text) == nil, "\(text)")
    }
  }

  @Test func februaryTwentyNinthFollowsTheGregorianLeapYears() {
    #expect(CalendarDate("2024-02-29") != nil)
    #expect(CalendarDate("2000-02-29") != nil)
    #expect(CalendarDate("1900-02-29") == nil)
    #expect(CalendarDate("2025-02-29") == nil)
    #expect(CalendarDate("2025-04-31") == nil)
    #expect(CalendarDate("2025-12-31") != nil)
  }

  @Test func yearsBeforeTheCutoverAreStillAskedOfTheCalendar() {
    // 1500 is a Julian leap year; 1582-10-10 fell in the days the cutover skipped.
    for (year, month, day) in [(1500, 2, 29), (1582, 10, 10), (1582, 10, 15), (1, 1, 1)] {
      #expect(
        (CalendarDate(year: year, month: month, day: day) != nil)
          == calendarSays(year, month, day)
      )
    }
    #expect(CalendarDate(year: 0, month: 1, day: 1) == nil)
    #expect(CalendarDate(year: 10000, month: 1, day: 1) == nil)
  }
}
