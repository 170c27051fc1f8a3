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
    guard let local = LocalTime(date, in: zone) else { return date.formatted(style) }
    var text = local.dayText
    text.append("T")
    text.append(twoDigits(local.secondOfDay / 3_600))
    text.append(":")
    text.append(twoDigits(local.secondOfDay / 60 % 60))
    text.append(":")
    text.append(twoDigits(local.secondOfDay % 60))
    guard local.offset != 0 else {
      text.append("Z")
      return text
    }
    let minutes = abs(local.offset) / 60
    text.append(local.offset < 0 ? "-" : "+")
    text.append(twoDigits(minutes / 60))
    text.append(":")
    text.append(twoDigits(minutes % 60))
    return text
  }

  /// The day `date` falls on in `zone`, as `style` (year, month and day) formats it, by the
  /// same arithmetic as `timestamp(_:in:style:)`.
  static func day(_ date: Date, in zone: TimeZone, style: Date.ISO8601FormatStyle) -> String {
    LocalTime(date, in: zone)?.dayText ?? date.formatted(style)
  }

  /// The zone the process started in, read once, as the format styles below hold it.
  private static let localZone = TimeZone.current

  /// Built once: an ICU formatter made per call took 41 % of `wound show --json`. A format
  /// style is a Sendable value, so one instance serves every task.
  private static let timestampStyle = Date.ISO8601FormatStyle(
    timeZoneSeparator: .colon,
    timeZone: localZone
  )

  /// Built once, like `timestampStyle`.
  private static let dayStyle = Date.ISO8601FormatStyle(timeZone: localZone).year().month().day()

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0" + String(value) : String(value)
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

  /// `YYYY-MM-DD`.
  var dayText: String {
    var text = String(year)
    text.append(month < 10 ? "-0" : "-")
    text.append(String(month))
    text.append(day < 10 ? "-0" : "-")
    text.append(String(day))
    return text
  }
}
