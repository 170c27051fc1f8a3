import CoreContract
import Foundation
import Testing

/// `CalendarDate.civilDay(daysSince1970:)` against Foundation's Gregorian calendar, day by
/// day over four centuries of leap rules (1583, the first wholly Gregorian year, to 2400).
@Suite struct CalendarDateDayCountTests {
  @Test func everyDayFrom1583To2400IsFoundationsDay() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    let first = try #require(calendar.date(from: DateComponents(year: 1583, month: 1, day: 1)))
    let last = try #require(calendar.date(from: DateComponents(year: 2400, month: 12, day: 31)))
    let firstDay = Int((first.timeIntervalSince1970 / 86_400).rounded(.down))
    let lastDay = Int((last.timeIntervalSince1970 / 86_400).rounded(.down))
    var mismatches = 0
    for days in stride(from: firstDay, through: lastDay, by: 1) {
      let parts = calendar.dateComponents(
        [.year, .month, .day],
        from: Date(timeIntervalSince1970: Double(days) * 86_400)
      )
      let civil = CalendarDate.civilDay(daysSince1970: days)
      if civil != (parts.year!, parts.month!, parts.day!) { mismatches += 1 }
    }
    #expect(mismatches == 0)
    #expect(CalendarDate.civilDay(daysSince1970: 0) == (1970, 1, 1))
    #expect(CalendarDate.civilDay(daysSince1970: -1) == (1969, 12, 31))
    #expect(CalendarDate.civilDay(daysSince1970: 11_016) == (2000, 2, 29))
  }
}
