import Foundation

/// A day as the wire spells it, `YYYY-MM-DD`: a real calendar day, from 1900 (an earlier year
/// is a typing mistake: no patient was born, and no wound opened, before it) to today.
public enum CalendarDayRule {
  /// The earliest year accepted.
  public static let earliestYear = 1900

  /// Throws unless `text` is a real day between 1900 and `today`. "Today" allows one day
  /// ahead of UTC: the nurse's own day may already have begun east of Greenwich.
  public static func check(_ text: String, field: String, today: Date) throws(RuleViolation) {
    guard let (year, date) = parse(text) else {
      throw RuleViolation(field: field, reason: "must be a real date, YYYY-MM-DD")
    }
    try RuleViolation.require(year >= earliestYear, field, "is before \(earliestYear)")
    try RuleViolation.require(
      date <= today.addingTimeInterval(24 * 60 * 60),
      field,
      "is in the future"
    )
  }

  /// The year and UTC midnight of a real day, nil for anything else.
  static func parse(_ text: String) -> (Int, Date)? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    guard text.count == 10, parts.count == 3,
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
      let date = calendar.date(from: DateComponents(year: year, month: month, day: day)),
      calendar.component(.day, from: date) == day,
      calendar.component(.month, from: date) == month
    else { return nil }
    return (year, date)
  }
}
