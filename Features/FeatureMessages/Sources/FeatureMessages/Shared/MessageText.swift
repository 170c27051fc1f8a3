import CoreTerminal
import Foundation
import LibPatient

/// How the message screens word times, counts and errors, so the inbox, the thread and the
/// composer never disagree.
enum MessageText {
  /// "09:12" today, "2025-06-01 09:12" on another day, in the nurse's time zone.
  static func time(_ date: Date, now: Date, in timeZone: TimeZone) -> String {
    let clock = hourAndMinute(date, in: timeZone)
    return isSameDay(date, now, in: timeZone) ? clock : "\(day(date, in: timeZone)) \(clock)"
  }

  /// "09:12" today, "2025-06-01" on another day: the inbox needs less than a thread.
  static func shortTime(_ date: Date, now: Date, in timeZone: TimeZone) -> String {
    isSameDay(date, now, in: timeZone) ? hourAndMinute(date, in: timeZone) : day(date, in: timeZone)
  }

  /// "1 message", "3 messages".
  static func count(_ number: Int, _ noun: String) -> String {
    number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
  }

  /// The first line of a body, what a one-line preview shows.
  static func firstLine(_ body: String) -> String {
    String(body.split(separator: "\n", omittingEmptySubsequences: true).first ?? "")
  }

  private static func calendar(_ timeZone: TimeZone) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar
  }

  private static func isSameDay(_ one: Date, _ other: Date, in timeZone: TimeZone) -> Bool {
    calendar(timeZone).isDate(one, inSameDayAs: other)
  }

  private static func day(_ date: Date, in timeZone: TimeZone) -> String {
    CalendarDate(date, in: timeZone).description
  }

  private static func hourAndMinute(_ date: Date, in timeZone: TimeZone) -> String {
    let parts = calendar(timeZone).dateComponents([.hour, .minute], from: date)
    return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
  }
}
