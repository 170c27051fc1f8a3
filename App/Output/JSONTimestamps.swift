import Foundation
import LibPatient

extension JSONOutput {
  /// ISO 8601 with the local offset, the way a nurse's clock shows it
  /// (`2025-01-02T09:30:00+01:00`, `Z` in UTC), whole seconds.
  static func timestamp(_ date: Date) -> String {
    timestamp(date, in: localZone, style: timestampStyle)
  }

  /// The local calendar day of `date`, `YYYY-MM-DD`.
  static func day(_ date: Date) -> String {
    day(date, in: localZone, style: dayStyle)
  }

  /// `date` as `style` (ISO 8601 with a colon in the offset, in `zone`) formats it. Written
  /// digit by digit for the years 1583-9999 and offsets of whole minutes: the format style
  /// asks a calendar for every date, and `wound show --json` prints a thousand of them. Other
  /// dates (Julian years before Foundation's 1582 cutover, offsets with seconds) go to `style`.
  static func timestamp(_ date: Date, in zone: TimeZone, style: Date.ISO8601FormatStyle)
    -> String
  {
    var text: [UInt8] = []
    text.reserveCapacity(25)
    appendTimestamp(date, in: zone, style: style, to: &text)
    return String(decoding: text, as: UTF8.self)
  }

  /// `timestamp(_:)`'s text appended to `out` as UTF-8, without a `String` in between (the
  /// JSON writers' way).
  static func appendTimestamp(_ date: Date, to out: inout [UInt8]) {
    appendTimestamp(date, in: localZone, style: timestampStyle, to: &out)
  }

  static func appendTimestamp(
    _ date: Date,
    in zone: TimeZone,
    style: Date.ISO8601FormatStyle,
    to out: inout [UInt8]
  ) {
    guard let local = LocalTime(date, in: zone) else {
      out.append(contentsOf: date.formatted(style).utf8)
      return
    }
    local.appendDay(to: &out)
    out.append(UInt8(ascii: "T"))
    appendTwoDigits(local.secondOfDay / 3_600, to: &out)
    out.append(UInt8(ascii: ":"))
    appendTwoDigits(local.secondOfDay / 60 % 60, to: &out)
    out.append(UInt8(ascii: ":"))
    appendTwoDigits(local.secondOfDay % 60, to: &out)
    guard local.offset != 0 else {
      out.append(UInt8(ascii: "Z"))
      return
    }
    let minutes = abs(local.offset) / 60
    out.append(UInt8(ascii: local.offset < 0 ? "-" : "+"))
    appendTwoDigits(minutes / 60, to: &out)
    out.append(UInt8(ascii: ":"))
    appendTwoDigits(minutes % 60, to: &out)
  }

  /// The day `date` falls on in `zone`, as `style` (year, month and day) formats it, by the
  /// same arithmetic as `timestamp(_:in:style:)`.
  static func day(_ date: Date, in zone: TimeZone, style: Date.ISO8601FormatStyle) -> String {
    guard let local = LocalTime(date, in: zone) else { return date.formatted(style) }
    var text: [UInt8] = []
    local.appendDay(to: &text)
    return String(decoding: text, as: UTF8.self)
  }

  /// The zone the process started in, read once, as the format styles below hold it.
  private static let localZone = TimeZone.current

  /// Built once: an ICU formatter is costly to make, and `wound show --json` formats a
  /// thousand instants. A format style is a Sendable value, so one instance serves every task.
  private static let timestampStyle = Date.ISO8601FormatStyle(
    timeZoneSeparator: .colon,
    timeZone: localZone
  )

  /// Built once, like `timestampStyle`.
  private static let dayStyle = Date.ISO8601FormatStyle(timeZone: localZone).year().month().day()

  /// 0 to 99 as two digits.
  fileprivate static func appendTwoDigits(_ value: Int, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "0") + UInt8(value / 10))
    out.append(UInt8(ascii: "0") + UInt8(value % 10))
  }
}

/// An instant's wall-clock reading in a time zone, by integer arithmetic on the proleptic
/// Gregorian calendar, which is Foundation's from 1583 on.
private struct LocalTime {
  var year: Int
  var month: Int
  var day: Int
  /// Whole seconds since the local midnight (a fraction of a second is dropped, as the
  /// calendar drops it).
  var secondOfDay: Int
  /// The zone's offset from UTC at that instant, in seconds.
  var offset: Int

  /// Nil outside the years 1583-9999 and for an offset that is not whole minutes.
  init?(_ date: Date, in zone: TimeZone) {
    let seconds = date.timeIntervalSince1970.rounded(.down)
    // Years 1583 to 9999, with a day's margin for the offset.
    guard seconds > -12_212_553_600, seconds < 253_402_214_400 else { return nil }
    offset = zone.secondsFromGMT(for: date)
    guard offset % 60 == 0 else { return nil }
    let local = Int(seconds) + offset
    let (days, inDay) = local.quotientAndRemainder(dividingBy: 86_400)
    let dayNumber = inDay < 0 ? days - 1 : days
    secondOfDay = inDay < 0 ? inDay + 86_400 : inDay
    (year, month, day) = CalendarDate.civilDay(daysSince1970: dayNumber)
    guard (1583...9999).contains(year) else { return nil }
  }

  /// `YYYY-MM-DD` (the year has four digits: 1583 to 9999).
  func appendDay(to out: inout [UInt8]) {
    JSONOutput.appendTwoDigits(year / 100, to: &out)
    JSONOutput.appendTwoDigits(year % 100, to: &out)
    out.append(UInt8(ascii: "-"))
    JSONOutput.appendTwoDigits(month, to: &out)
    out.append(UInt8(ascii: "-"))
    JSONOutput.appendTwoDigits(day, to: &out)
  }
}
