import Foundation
import LibPatient

/// When a wound's dressing change falls due under its plan (docs/care-plans.md, "Dressing
/// changes"). Days are calendar days in the nurse's time zone; a change counts on the day of
/// the visit that made it.
///
/// - every N days: the last change + N days; with no change yet, the plan's first day.
/// - weekdays: the first planned weekday after the last change (on or after the plan's first
///   day); with no change yet, the first planned weekday on or after the plan's first day.
///
/// The plan as it is now decides: a plan changed mid-cycle counts its new interval from the
/// last change, not from the day it was changed.
public enum DressingChangeRule {
  /// The day the next change falls due.
  public static func nextDue(
    _ change: DressingChangeFrequency,
    startsOn: CalendarDate,
    lastChange: CalendarDate?
  ) -> CalendarDate {
    switch change {
    case .everyDays(let days):
      guard let lastChange else { return startsOn }
      return lastChange.adding(days: days)
    case .weekdays(let weekdays):
      var day = startsOn
      if let lastChange, lastChange >= startsOn { day = lastChange.adding(days: 1) }
      // Seven days hold every weekday once: a plan naming at least one finds it within them.
      for _ in 0..<7 where !weekdays.contains(day.weekday) { day = day.adding(days: 1) }
      return day
    }
  }
}

/// Where a care duty stands on a day.
public enum DueState: Hashable, Sendable {
  /// Nothing to do that day.
  case notDue
  /// It falls due that day.
  case due
  /// It fell due `days` days before.
  case overdue(days: Int)

  /// The state on `day` of a duty falling due on `dueOn`.
  public static func on(_ day: CalendarDate, dueOn: CalendarDate) -> DueState {
    let late = dueOn.days(until: day)
    if late < 0 { return .notDue }
    return late == 0 ? .due : .overdue(days: late)
  }
}

extension CalendarDate {
  /// The day `days` after this one (before it when negative).
  public func adding(days: Int) -> CalendarDate {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let start = calendar.date(from: DateComponents(year: year, month: month, day: day))!
    return CalendarDate(
      calendar.date(byAdding: .day, value: days, to: start)!,
      in: calendar.timeZone
    )
  }

  /// The weekday it falls on.
  public var weekday: Weekday {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let start = calendar.date(from: DateComponents(year: year, month: month, day: day))!
    return Weekday(gregorianWeekday: calendar.component(.weekday, from: start))
  }

  /// The instant the day starts in `timeZone`.
  public func start(in timeZone: TimeZone) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar.date(from: DateComponents(year: year, month: month, day: day))!
  }
}
