import Foundation
import LibPatient

/// When a wound's assessment falls due on a day (docs/care-plans.md, "Assessments"): DOMAIN.md's
/// overdue rule (`OverdueRule`, the plan's interval or 7 days), read at the day's two ends.
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
    let rule = OverdueRule(interval: TimeInterval(intervalDays) * 86_400)
    func overdue(at instant: Date) -> Bool {
      rule.isOverdue(
        status: status,
        openedOn: openedOn,
        lastAssessedAt: lastAssessedAt,
        now: instant,
        timeZone: timeZone
      )
    }
    if overdue(at: day.start(in: timeZone)) {
      let since = lastAssessedAt ?? OverdueRule.startOfDay(openedOn, in: timeZone)
      let dueOn = CalendarDate(since.addingTimeInterval(rule.interval + 1), in: timeZone)
      return .overdue(days: max(1, dueOn.days(until: day)))
    }
    return overdue(at: day.adding(days: 1).start(in: timeZone)) ? .due : .notDue
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
    guard let lastOn else { return hasOpenWound }
    return hasOpenPressureInjury && lastOn.days(until: day) >= intervalDays
  }
}
