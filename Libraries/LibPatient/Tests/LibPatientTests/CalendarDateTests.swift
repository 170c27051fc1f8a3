import Foundation
import Testing

@testable import LibPatient

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

  /// The text is read in place as splitting it at its hyphens read it: the same days, and
  /// the same refusals (a sign `Int` accepts is still read by the split).
  @Test func theTextIsReadAsItsPartsWereRead() {
    func split(_ text: String) -> CalendarDate? {
      let parts = text.split(separator: "-", omittingEmptySubsequences: false)
      guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
        let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
      else { return nil }
      return CalendarDate(year: year, month: month, day: day)
    }
    let texts = [
      "2025-01-31", "2024-02-29", "2025-02-29", "0000-01-01", "0001-01-01", "9999-12-31",
      "1582-10-10", "2025-13-01", "2025-00-10", "2025-1-010", "2025/01/01", "20250-1-01",
      "+999-01-01", "2025-+1-01", "2025-01-+1", "2025-01-0a", "", "2025-01-01 ", "٢٠٢٥-01-01",
      "2025-01-1", "-025-01-01",
    ]
    for text in texts {
      #expect(CalendarDate(text) == split(text), "\(text)")
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
