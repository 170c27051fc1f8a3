import Foundation

/// A day as the wire spells it, `YYYY-MM-DD`: a real calendar day (read by `CalendarDate`, the
/// one reading of a day), from 1900 (an earlier year is a typing mistake: no patient was born,
/// and no wound opened, before it) to today.
public enum CalendarDayRule {
  /// The earliest year accepted.
  public static let earliestYear = 1900

  /// Throws unless `text` is a real day between 1900 and `today`. "Today" allows one day
  /// ahead of UTC: the nurse's own day may already have begun east of Greenwich.
  public static func check(_ text: String, field: String, today: Date) throws(RuleViolation) {
    guard let day = CalendarDate(text) else {
      throw RuleViolation(field: field, reason: "must be a real date, YYYY-MM-DD")
    }
    try RuleViolation.require(day.year >= earliestYear, field, "is before \(earliestYear)")
    let latest = CalendarDate(today.addingTimeInterval(24 * 60 * 60), in: utc)
    try RuleViolation.require(day <= latest, field, "is in the future")
  }

  private static let utc = TimeZone(identifier: "UTC")!
}
