import Foundation

/// When something happened (an assessment taken, a Braden scored, a message sent, a visit, an
/// ABPI, a record created): on the app and the server alike, never before 1900 and never more
/// than a few minutes ahead of the checker's clock. One assessment dated 2099 in the team's
/// record would make every nurse's trajectory and overdue rules wrong.
public enum InstantRule {
  /// How far ahead of the checker's clock an instant may be: another device's clock, or a
  /// time typed to the minute, can be slightly ahead; the server's clock is the referee.
  public static let allowedSkew: TimeInterval = 5 * 60
  /// 1900-01-01T00:00:00Z: the earliest instant, as `CalendarDayRule`'s earliest day.
  public static let earliest = Date(timeIntervalSince1970: -2_208_988_800)

  /// Throws unless `instant` is on or after 1900 and at most `allowedSkew` after `now`.
  public static func check(_ instant: Date, field: String, now: Date) throws(RuleViolation) {
    try RuleViolation.require(instant >= earliest, field, "is before 1900")
    try RuleViolation.require(
      instant <= now.addingTimeInterval(allowedSkew),
      field,
      "is in the future"
    )
  }
}
