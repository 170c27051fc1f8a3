import Foundation

/// A clock that always answers the same instant, so tests about "today" and "overdue" are
/// deterministic. Pass `clock.now` wherever production code takes a `() -> Date`.
public struct FixedClock: Sendable {
  public var date: Date

  public init(_ date: Date) { self.date = date }

  /// `YYYY-MM-DDTHH:MM:SSZ` in UTC.
  public init(iso8601: String) {
    self.date = ISO8601DateFormatter().date(from: iso8601)!
  }

  public var now: @Sendable () -> Date {
    let date = self.date
    return { date }
  }
}
