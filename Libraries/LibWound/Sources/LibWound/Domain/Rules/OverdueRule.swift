import Foundation
import LibPatient

/// docs/clinical-rules.md "Overdue": an open wound whose last assessment is older than 7 days
/// (configurable).
public struct OverdueRule: Hashable, Sendable {
  /// How long an open wound may go without an assessment; 7 days by default.
  public var interval: TimeInterval

  /// The rule with an interval (7 days when not given).
  public init(interval: TimeInterval = 7 * 86_400) {
    self.interval = interval
  }

  /// Whether the wound is overdue at `now`. Exactly `interval` after the last assessment is not
  /// yet overdue; one second more is.
  ///
  /// A healed or closed wound is never overdue. An open wound with no assessment yet is counted
  /// from the start of the day it was opened (in `timeZone`): it falls due like any other, and
  /// a wound entered long after it was opened, still unmeasured, is overdue at once.
  public func isOverdue(
    status: WoundStatus,
    openedOn: CalendarDate,
    lastAssessedAt: Date?,
    now: Date,
    timeZone: TimeZone = .current
  ) -> Bool {
    guard status.isOpen else { return false }
    let since = lastAssessedAt ?? Self.startOfDay(openedOn, in: timeZone)
    return isOverdue(isOpen: true, since: since, now: now)
  }

  /// The rule itself: open, and more than `interval` since `since` (the last assessment, or
  /// the start of the day the wound was opened) at `now`.
  func isOverdue(isOpen: Bool, since: Date, now: Date) -> Bool {
    isOpen && now.timeIntervalSince(since) > interval
  }

  static func startOfDay(_ day: CalendarDate, in timeZone: TimeZone) -> Date {
    day.start(in: timeZone)
  }
}
