import Foundation
import LibPatient

/// docs/clinical-rules.md "Overdue": an open wound whose last assessment is older than its
/// interval: its care plan's `assessEveryDays`, or 7 days (configurable) without a plan.
///
/// The one definition of "overdue": the alerts, a wound's detail and list, the patient list's
/// badge, the caseload (all at `now`) and the day's round (at the day's two ends,
/// `AssessmentDueRule`) ask it, and nothing else decides whether a wound is overdue.
public struct OverdueRule: Hashable, Sendable {
  /// How long an open wound without a care plan may go without an assessment; 7 days by
  /// default.
  public var interval: TimeInterval

  /// The rule with an interval (7 days when not given).
  public init(interval: TimeInterval = 7 * 86_400) {
    self.interval = interval
  }

  /// The interval of a wound whose care plan assesses every `planDays` days (nil without a
  /// plan): the plan's, else this rule's.
  public func interval(planDays: Int?) -> TimeInterval {
    planDays.map { TimeInterval($0) * 86_400 } ?? interval
  }

  /// The interval in whole days (rounded up), as a plan states it: the round counts in days.
  func intervalDays(planDays: Int?) -> Int {
    planDays ?? Int((interval / 86_400).rounded(.up))
  }

  /// Whether the wound is overdue at `now`. Exactly the interval after the last assessment is
  /// not yet overdue; one second more is.
  ///
  /// A healed or closed wound is never overdue. An open wound with no assessment yet is counted
  /// from the start of the day it was opened (in `timeZone`): it falls due like any other, and
  /// a wound entered long after it was opened, still unmeasured, is overdue at once.
  /// `planDays` is the wound's care plan's `assessEveryDays` (nil without a plan).
  public func isOverdue(
    status: WoundStatus,
    openedOn: CalendarDate,
    lastAssessedAt: Date?,
    now: Date,
    timeZone: TimeZone = .current,
    planDays: Int? = nil
  ) -> Bool {
    guard status.isOpen else { return false }
    let since = Self.since(lastAssessedAt: lastAssessedAt, openedOn: openedOn, in: timeZone)
    return Self.isOverdue(
      isOpen: true,
      since: since,
      now: now,
      interval: interval(planDays: planDays)
    )
  }

  /// The rule itself: open, and more than `interval` since `since` (the last assessment, or
  /// the start of the day the wound was opened) at `now`. Every other entry point ends here.
  static func isOverdue(isOpen: Bool, since: Date, now: Date, interval: TimeInterval) -> Bool {
    isOpen && now.timeIntervalSince(since) > interval
  }

  /// Where the interval is counted from: the last current assessment, or the start of the day
  /// the wound was opened when it has none.
  static func since(lastAssessedAt: Date?, openedOn: CalendarDate, in timeZone: TimeZone) -> Date {
    lastAssessedAt ?? openedOn.start(in: timeZone)
  }
}
