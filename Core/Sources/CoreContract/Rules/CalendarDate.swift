import Foundation

/// A day on the calendar with no time of day: a birth date, the day a wound was opened.
///
/// Written and read as `YYYY-MM-DD`. Comparing two values compares the days.
public struct CalendarDate: Hashable, Comparable, Sendable, Codable, LosslessStringConvertible {
  /// The year, 1-9999.
  public let year: Int
  /// The month, 1-12.
  public let month: Int
  /// The day of the month, 1-31.
  public let day: Int

  /// A valid day, or nil (`2025-02-30` is nil).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year) else { return nil }
    if year > Self.lastJulianYear {
      // The Gregorian rules by arithmetic, checked day by day against Foundation's calendar
      // in CalendarDateTests: a list checks one date per row, and ICU is slow to ask.
      guard (1...12).contains(month), (1...Self.days(inMonth: month, of: year)).contains(day)
      else { return nil }
    } else {
      // Before 1583 Foundation's Gregorian calendar is Julian up to its 1582 cutover: asked.
      var components = DateComponents(year: year, month: month, day: day)
      components.calendar = CalendarDate.gregorian
      guard components.isValidDate else { return nil }
    }
    self.year = year
    self.month = month
    self.day = day
  }

  /// The last year Foundation's Gregorian calendar counts partly by Julian rules (its
  /// cutover is 1582-10-15); from the next one on, the Gregorian rules alone apply.
  static let lastJulianYear = 1582

  /// The days in `month` (1-12) of `year`, by the Gregorian rules.
  static func days(inMonth month: Int, of year: Int) -> Int {
    switch month {
    case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Reads exactly `YYYY-MM-DD`: ten ASCII characters, four digits, a hyphen, two, a hyphen,
  /// two, naming a real day. The one reading of a day in the project: the wire's days, the
  /// command line's and the forms' all come through it, so they accept the same texts.
  public init?(_ description: String) {
    var text = description
    let fields = text.withUTF8 { utf8 -> (year: Int, month: Int, day: Int)? in
      guard utf8.count == 10, utf8[4] == UInt8(ascii: "-"), utf8[7] == UInt8(ascii: "-") else {
        return nil
      }
      var fields = (year: 0, month: 0, day: 0)
      for index in 0..<10 where index != 4 && index != 7 {
        let digit = utf8[index] &- UInt8(ascii: "0")
        guard digit < 10 else { return nil }
        switch index {
        case ..<4: fields.year = fields.year * 10 + Int(digit)
        case ..<7: fields.month = fields.month * 10 + Int(digit)
        default: fields.day = fields.day * 10 + Int(digit)
        }
      }
      return fields
    }
    guard let fields else { return nil }
    self.init(year: fields.year, month: fields.month, day: fields.day)
  }

  /// The day `date` falls on in `timeZone` (the nurse's local one by default).
  public init(_ date: Date, in timeZone: TimeZone = .current) {
    var calendar = CalendarDate.gregorian
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    self.year = parts.year!
    self.month = parts.month!
    self.day = parts.day!
  }

  /// The date as `YYYY-MM-DD`.
  public var description: String {
    // Digit by digit rather than String(format:): lists print thousands of dates.
    Self.digits(year, 4) + "-" + Self.digits(month, 2) + "-" + Self.digits(day, 2)
  }

  /// `value` in decimal, zero-padded to `width` digits (a year before 1000 keeps four).
  private static func digits(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
  }

  /// True when `lhs` is an earlier day than `rhs`.
  public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// Whole days from `self` to `other` (negative when `other` is earlier).
  public func days(until other: CalendarDate) -> Int {
    let calendar = CalendarDate.gregorianUTC
    let from = calendar.date(from: DateComponents(year: year, month: month, day: day))!
    let to = calendar.date(
      from: DateComponents(year: other.year, month: other.month, day: other.day)
    )!
    return calendar.dateComponents([.day], from: from, to: to).day!
  }

  /// Decodes a `YYYY-MM-DD` string.
  public init(from decoder: Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let value = CalendarDate(text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "expected YYYY-MM-DD")
      )
    }
    self = value
  }

  /// Encodes as a `YYYY-MM-DD` string.
  public func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  private static let gregorian = Calendar(identifier: .gregorian)
  private static let gregorianUTC: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()
}
