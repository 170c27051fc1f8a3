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
    nextDue(change, startsOn: DayNumber(startsOn), lastChange: lastChange.map(DayNumber.init))
      .calendarDate
  }

  /// The same on day numbers, as the round counts them.
  static func nextDue(
    _ change: DressingChangeFrequency,
    startsOn: DayNumber,
    lastChange: DayNumber?
  ) -> DayNumber {
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
    on(DayNumber(day), dueOn: DayNumber(dueOn))
  }

  /// The same on day numbers, as the round counts them.
  static func on(_ day: DayNumber, dueOn: DayNumber) -> DueState {
    let late = dueOn.days(until: day)
    if late < 0 { return .notDue }
    return late == 0 ? .due : .overdue(days: late)
  }
}
