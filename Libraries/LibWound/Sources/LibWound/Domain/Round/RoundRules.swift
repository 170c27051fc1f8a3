import Foundation
import LibPatient

/// When a wound's assessment falls due on a day (docs/care-plans.md, "Assessments"): the
/// overdue rule of docs/clinical-rules.md (`OverdueRule`, the plan's interval or 7 days), read
/// at the day's two ends.
/// Overdue already when the day starts is overdue; becoming overdue before the day ends is due
/// that day, so the nurse assesses it on the visit instead of a day late.
public enum AssessmentDueRule {
  /// The wound's assessment state on `day`.
  public static func state(
    status: WoundStatus,
    openedOn: CalendarDate,
    lastAssessedAt: Date?,
    intervalDays: Int,
    on day: CalendarDate,
    timeZone: TimeZone
  ) -> DueState {
    state(
      isOpen: status.isOpen,
      openedOn: DayNumber(openedOn),
      lastAssessedAt: lastAssessedAt,
      intervalDays: intervalDays,
      on: DayNumber(day),
      clock: DayClock(timeZone)
    )
  }

  /// The same on day numbers, the days' starts read from `clock` (the nurse's time zone).
  static func state(
    isOpen: Bool,
    openedOn: DayNumber,
    lastAssessedAt: Date?,
    intervalDays: Int,
    on day: DayNumber,
    clock: DayClock
  ) -> DueState {
    let interval = TimeInterval(intervalDays) * 86_400
    let since = lastAssessedAt ?? clock.start(of: openedOn)
    if OverdueRule.isOverdue(
      isOpen: isOpen,
      since: since,
      now: clock.start(of: day),
      interval: interval
    ) {
      let dueOn = clock.day(of: since.addingTimeInterval(interval + 1))
      return .overdue(days: max(1, dueOn.days(until: day)))
    }
    let overdueByEnd = OverdueRule.isOverdue(
      isOpen: isOpen,
      since: since,
      now: clock.start(of: day.adding(days: 1)),
      interval: interval
    )
    return overdueByEnd ? .due : .notDue
  }
}

/// When a patient's Braden scale is to be scored again (docs/care-plans.md, "Braden"): never
/// scored while she has an open wound, or an open pressure injury and no Braden for 7 days.
public enum BradenDueRule {
  /// Days after a Braden that a patient with an open pressure injury is scored again.
  public static let intervalDays = 7

  /// Whether a Braden is due on `day`.
  public static func isDue(
    lastOn: CalendarDate?,
    hasOpenWound: Bool,
    hasOpenPressureInjury: Bool,
    on day: CalendarDate
  ) -> Bool {
    isDue(
      lastOn: lastOn.map(DayNumber.init),
      hasOpenWound: hasOpenWound,
      hasOpenPressureInjury: hasOpenPressureInjury,
      on: DayNumber(day)
    )
  }

  /// The same on day numbers, as the round counts them.
  static func isDue(
    lastOn: DayNumber?,
    hasOpenWound: Bool,
    hasOpenPressureInjury: Bool,
    on day: DayNumber
  ) -> Bool {
    guard let lastOn else { return hasOpenWound }
    return hasOpenPressureInjury && lastOn.days(until: day) >= intervalDays
  }
}
