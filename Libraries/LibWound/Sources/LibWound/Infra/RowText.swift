import CoreContract
import Foundation
import GRDB

/// The store's ids and instants read from their text without Foundation's parsers. On Linux
/// `UUID(uuidString:)` goes through `sscanf`, and GRDB's `Date` through a calendar: the round
/// reads thousands of each, and the two took a large share of `nurse today`.
enum RowText {
  /// The id `text` spells, as `UUID(uuidString:)` reads it, or nil (`RecordID.uuid`).
  static func uuid(_ text: String) -> UUID? { RecordID.uuid(text) }

  /// The id in column `index` of `row`: stored text read by `uuid(_:)`, anything else (a
  /// blob) by GRDB; a corrupt row names `column`.
  static func uuid(_ row: Row, _ index: Int, _ column: String) throws -> UUID {
    // The column's bytes where SQLite holds them: no `DatabaseValue`, no `String`.
    let inPlace = try row.withUnsafeData(atIndex: index) { data in
      data?.withUnsafeBytes(RecordID.uuid(utf8:))
    }
    if let inPlace { return inPlace }
    return try WoundAdapter.read(UUID.fromDatabaseValue(row[index]), column)
  }

  /// The instant in column `index` of `row`. GRDB stores a `Date` as UTC text,
  /// `YYYY-MM-DD HH:MM:SS.SSS`; that form is read here with integer arithmetic, any other
  /// (a number, a shorter text) by GRDB itself.
  static func date(_ row: Row, _ index: Int) -> Date? {
    let inPlace = try? row.withUnsafeData(atIndex: index) { data in
      data?.withUnsafeBytes(utc(utf8:))
    }
    if let inPlace { return inPlace }
    return Date.fromDatabaseValue(row[index])
  }

  /// `YYYY-MM-DD HH:MM:SS.SSS` read as UTC, or nil when `text` is not exactly that.
  static func utc(_ text: String) -> Date? {
    var text = text
    return text.withUTF8 { utc(utf8: UnsafeRawBufferPointer($0)) }
  }

  /// The UTF-8 bytes `utf8` read as `utc(_:)` reads a text.
  static func utc(utf8: UnsafeRawBufferPointer) -> Date? {
    guard utf8.count == 23 else { return nil }
    // The separators at their places, digits everywhere else.
    guard utf8[4] == UInt8(ascii: "-"), utf8[7] == UInt8(ascii: "-"),
      utf8[10] == UInt8(ascii: " "), utf8[13] == UInt8(ascii: ":"),
      utf8[16] == UInt8(ascii: ":"), utf8[19] == UInt8(ascii: ".")
    else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for index in range {
        let digit = utf8[index] &- UInt8(ascii: "0")
        guard digit < 10 else { return nil }
        value = value * 10 + Int(digit)
      }
      return value
    }
    guard let year = number(0..<4), year >= 1, let month = number(5..<7),
      (1...12).contains(month), let day = number(8..<10), day >= 1,
      day <= DayNumber.daysIn(month: month, year: year),
      let hour = number(11..<13), hour < 24, let minute = number(14..<16), minute < 60,
      let second = number(17..<19), second < 60, let millisecond = number(20..<23)
    else { return nil }
    let days = DayNumber(year: year, month: month, day: day).value
    let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second
    return Date(
      timeIntervalSince1970: TimeInterval(seconds) + TimeInterval(millisecond) / 1_000
    )
  }

  /// `date` as GRDB stores a `Date` (`YYYY-MM-DD HH:MM:SS.SSS`, UTC), to compare stored
  /// instants with: GRDB formats through a `DateFormatter`, built on first use.
  static func utcText(_ date: Date) -> String {
    let milliseconds = Int((date.timeIntervalSince1970 * 1_000).rounded(.down))
    let (days, inDay) = milliseconds.quotientAndRemainder(dividingBy: 86_400_000)
    let (day, time) = inDay < 0 ? (days - 1, inDay + 86_400_000) : (days, inDay)
    let (year, month, dayOfMonth) = DayNumber(day).parts
    var text = ""
    func append(_ value: Int, _ width: Int, _ separator: String) {
      let digits = String(value)
      text += String(repeating: "0", count: max(0, width - digits.count)) + digits + separator
    }
    append(year, 4, "-")
    append(month, 2, "-")
    append(dayOfMonth, 2, " ")
    append(time / 3_600_000, 2, ":")
    append(time / 60_000 % 60, 2, ":")
    append(time / 1_000 % 60, 2, ".")
    append(time % 1_000, 3, "")
    return text
  }
}
