import CoreContract
import Foundation
import LibPatient

/// A calendar day as a plain number: days since 1970-01-01 on the proleptic Gregorian calendar.
///
/// The round's rules count days for every wound, and that arithmetic through Foundation's
/// calendar was a large share of `nurse today`. Adding days, counting days between two days
/// and finding the weekday are integer arithmetic here, exact on any day of years 1-9999 (leap
/// years by the Gregorian rule: every 4th, not every 100th, every 400th). Which day an instant
/// falls on in a time zone is `DayClock`'s.
struct DayNumber: Hashable, Comparable, Sendable {
  /// Days since 1970-01-01 (negative before).
  var value: Int

  init(_ value: Int) { self.value = value }

  /// The number of a valid year, month and day (Howard Hinnant's `days_from_civil`).
  init(year: Int, month: Int, day: Int) {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    value = era * 146_097 + dayOfEra - 719_468
  }

  init(_ date: CalendarDate) { self.init(year: date.year, month: date.month, day: date.day) }

  /// Parses exactly `YYYY-MM-DD` naming a day that exists (`2025-02-29` is nil), as
  /// `CalendarDate` does, without building one.
  init?(text: some StringProtocol) {
    // Position by position: 4 digits, "-", 2 digits, "-", 2 digits.
    var fields = (year: 0, month: 0, day: 0)
    var count = 0
    for byte in text.utf8 {
      count += 1
      if count == 5 || count == 8 {
        guard byte == UInt8(ascii: "-") else { return nil }
        continue
      }
      guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), count <= 10 else { return nil }
      let digit = Int(byte - UInt8(ascii: "0"))
      switch count {
      case ...4: fields.year = fields.year * 10 + digit
      case ...7: fields.month = fields.month * 10 + digit
      default: fields.day = fields.day * 10 + digit
      }
    }
    guard count == 10 else { return nil }
    let (year, month, day) = fields
    guard year >= 1, (1...12).contains(month), day >= 1,
      day <= Self.daysIn(month: month, year: year)
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// Year, month and day.
  var parts: (year: Int, month: Int, day: Int) { CalendarDate.civilDay(daysSince1970: value) }

  /// The day as a `CalendarDate` (years 1-9999, the days `CalendarDate` holds).
  var calendarDate: CalendarDate {
    let (year, month, day) = parts
    return CalendarDate(year: year, month: month, day: day)!
  }

  /// The weekday: 1970-01-01 was a Thursday.
  var weekday: Weekday {
    let fromSunday = ((value + 4) % 7 + 7) % 7
    return Weekday(gregorianWeekday: fromSunday + 1)
  }

  /// The day `days` after this one (before it when negative).
  func adding(days: Int) -> DayNumber { DayNumber(value + days) }

  /// Whole days from `self` to `other` (negative when `other` is earlier).
  func days(until other: DayNumber) -> Int { other.value - value }

  static func < (lhs: DayNumber, rhs: DayNumber) -> Bool { lhs.value < rhs.value }

  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2:
      let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
      return leap ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }
}

extension CalendarDate {
  /// The day `days` after this one (before it when negative).
  public func adding(days: Int) -> CalendarDate {
    DayNumber(self).adding(days: days).calendarDate
  }

  /// The weekday it falls on.
  public var weekday: Weekday { DayNumber(self).weekday }

  /// The instant the day starts in `timeZone`.
  public func start(in timeZone: TimeZone) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar.date(from: DateComponents(year: year, month: month, day: day))!
  }
}

/// Which day an instant falls on in one time zone, and when a day starts there: the round asks
/// for thousands of instants over a few weeks of days, so the start of each day met is found
/// once with Foundation's calendar (which knows the zone's daylight-saving changes) and kept.
/// An instant's day is then two comparisons with the starts of a guessed day and the next.
final class DayClock: @unchecked Sendable {
  /// The nurse's time zone.
  let timeZone: TimeZone
  private let calendar: Calendar
  /// The day starts found so far. Kept under `lock`, so that one clock can serve every wound
  /// of a walk (the alerts' summaries are made inside a store read): a team's wounds share
  /// their days, and each start is a calendar computation.
  private var starts: [Int: Date] = [:]
  private let lock = NSLock()
  /// The zone's offset now: only the base of the first guess, which the starts correct.
  private let offset: TimeInterval

  init(_ timeZone: TimeZone) {
    self.timeZone = timeZone
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    self.calendar = calendar
    offset = TimeInterval(timeZone.secondsFromGMT())
  }

  /// The first instant of `day` in the zone (its midnight, or the end of a gap that skipped
  /// it), as `CalendarDate.start(in:)` finds it.
  func start(of day: DayNumber) -> Date {
    if let start = lock.withLock({ starts[day.value] }) { return start }
    let (year, month, dayOfMonth) = day.parts
    let start = calendar.date(from: DateComponents(year: year, month: month, day: dayOfMonth))!
    lock.withLock { starts[day.value] = start }
    return start
  }

  /// The day `date` falls on in the zone, as `CalendarDate(date, in:)` reads it.
  func day(of date: Date) -> DayNumber {
    let local = date.timeIntervalSince1970 + offset
    var guess = DayNumber(Int((local / 86_400).rounded(.down)))
    // A guess is off by a day at most near midnight when the offset changed since.
    for _ in 0..<4 {
      if date < start(of: guess) {
        guess = guess.adding(days: -1)
      } else if date >= start(of: guess.adding(days: 1)) {
        guess = guess.adding(days: 1)
      } else {
        return guess
      }
    }
    // A zone that skipped a whole day (Samoa, 2011-12-30): Foundation's own reading.
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return DayNumber(year: parts.year!, month: parts.month!, day: parts.day!)
  }
}
