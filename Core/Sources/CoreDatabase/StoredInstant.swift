import CoreContract
import Foundation
import GRDB

/// How this store writes an instant into a row: GRDB's own text, `2026-03-01 10:00:01.001` in
/// UTC, to the nearest millisecond, which GRDB reads back as it always has.
///
/// GRDB writes a `Date` with a `DateFormatter`, slow over a full pull (two instants per pulled
/// assessment; docs/speed.md). The same text is written here digit by digit; a test
/// compares it with GRDB's for instants across the years, fractions and signs.
public enum StoredInstant {
  /// Milliseconds from 1970 to 1601-01-01 and to 10000-01-01: the years written here. An
  /// instant outside them is written by GRDB itself (before 1583 its formatter counts days in
  /// the Julian calendar, which no record of this app holds).
  private static let firstMillisecond = -11_644_473_600_000.0
  private static let endMillisecond = 253_402_300_800_000.0

  /// The row's text for `date`, byte for byte what GRDB's `Date.databaseValue` writes.
  public static func text(_ date: Date) -> String {
    // The formatter rounds the instant to the nearest millisecond, from the same sum, and a
    // half up (a 1969 instant's too).
    let exact = (date.timeIntervalSinceReferenceDate + 978_307_200) * 1000
    var milliseconds = exact.rounded()
    if milliseconds - exact == -0.5 { milliseconds += 1 }
    guard milliseconds >= firstMillisecond, milliseconds < endMillisecond else {
      return String.fromDatabaseValue(date.databaseValue) ?? ""
    }
    let (days, inDay) = Int(milliseconds).floorDivided(by: 86_400_000)
    let (year, month, day) = CalendarDate.civilDay(daysSince1970: days)
    var bytes = [UInt8](repeating: 0, count: 23)
    bytes.withUnsafeMutableBufferPointer { out in
      digits(year, count: 4, into: out, at: 0)
      out[4] = UInt8(ascii: "-")
      digits(month, count: 2, into: out, at: 5)
      out[7] = UInt8(ascii: "-")
      digits(day, count: 2, into: out, at: 8)
      out[10] = UInt8(ascii: " ")
      digits(inDay / 3_600_000, count: 2, into: out, at: 11)
      out[13] = UInt8(ascii: ":")
      digits(inDay / 60_000 % 60, count: 2, into: out, at: 14)
      out[16] = UInt8(ascii: ":")
      digits(inDay / 1000 % 60, count: 2, into: out, at: 17)
      out[19] = UInt8(ascii: ".")
      digits(inDay % 1000, count: 3, into: out, at: 20)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The strategy a row type gives GRDB to write its instants with `text(_:)`.
  public static let encoding = DatabaseDateEncodingStrategy.custom { text($0) }

  private static func digits(
    _ value: Int,
    count: Int,
    into out: UnsafeMutableBufferPointer<UInt8>,
    at start: Int
  ) {
    var value = value
    for index in stride(from: start + count - 1, through: start, by: -1) {
      out[index] = UInt8(ascii: "0") + UInt8(value % 10)
      value /= 10
    }
  }
}

extension Int {
  /// The quotient rounded down and the remainder that goes with it (never negative).
  fileprivate func floorDivided(by divisor: Int) -> (Int, Int) {
    let (quotient, remainder) = quotientAndRemainder(dividingBy: divisor)
    return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
  }
}
