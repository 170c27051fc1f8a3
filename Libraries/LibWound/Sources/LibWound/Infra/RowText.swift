import Foundation
import GRDB

/// The store's ids and instants read from their text without Foundation's parsers. On Linux
/// `UUID(uuidString:)` goes through `sscanf`, and GRDB's `Date` through a calendar: the round
/// reads thousands of each, and the two took a large share of `nurse today`.
enum RowText {
  /// The id `text` spells (36 characters, hex digits of either case, hyphens at 8, 13, 18
  /// and 23), as `UUID(uuidString:)` reads it, or nil.
  static func uuid(_ text: String) -> UUID? {
    var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    let parsed = withUnsafeMutableBytes(of: &value) { bytes -> Bool in
      var filled = 0
      var high: UInt8?
      var count = 0
      for byte in text.utf8 {
        count += 1
        if count == 9 || count == 14 || count == 19 || count == 24 {
          guard byte == UInt8(ascii: "-") else { return false }
          continue
        }
        guard count <= 36, let nibble = hex(byte) else { return false }
        if let first = high {
          bytes[filled] = first << 4 | nibble
          filled += 1
          high = nil
        } else {
          high = nibble
        }
      }
      return count == 36
    }
    return parsed ? UUID(uuid: value) : nil
  }

  /// The instant in column `index` of `row`. GRDB stores a `Date` as UTC text,
  /// `YYYY-MM-DD HH:MM:SS.SSS`; that form is read here with integer arithmetic, any other
  /// (a number, a shorter text) by GRDB itself.
  static func date(_ row: Row, _ index: Int) -> Date? {
    let value: DatabaseValue = row[index]
    if case .string(let text) = value.storage, let date = utc(text) { return date }
    return Date.fromDatabaseValue(value)
  }

  /// `YYYY-MM-DD HH:MM:SS.SSS` read as UTC, or nil when `text` is not exactly that.
  static func utc(_ text: String) -> Date? {
    var utf8 = text.utf8.makeIterator()
    func number(_ digits: Int, then separator: UInt8?) -> Int? {
      var value = 0
      for _ in 0..<digits {
        guard let byte = utf8.next(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9")
        else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      if let separator, utf8.next() != separator { return nil }
      return value
    }
    guard let year = number(4, then: UInt8(ascii: "-")), year >= 1,
      let month = number(2, then: UInt8(ascii: "-")), (1...12).contains(month),
      let day = number(2, then: UInt8(ascii: " ")), day >= 1,
      day <= DayNumber.daysIn(month: month, year: year),
      let hour = number(2, then: UInt8(ascii: ":")), hour < 24,
      let minute = number(2, then: UInt8(ascii: ":")), minute < 60,
      let second = number(2, then: UInt8(ascii: ".")), second < 60,
      let millisecond = number(3, then: nil), utf8.next() == nil
    else { return nil }
    let days = DayNumber(year: year, month: month, day: day).value
    let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second
    return Date(timeIntervalSince1970: TimeInterval(seconds) + TimeInterval(millisecond) / 1_000)
  }

  private static func hex(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
