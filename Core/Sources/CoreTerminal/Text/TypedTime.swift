import Foundation

/// The one reading of a time a nurse types, on the command line (`--at`) and in every form
/// ("Taken at", "Assessed at"): `now`, `HH:MM` (today), `YYYY-MM-DD` (its midnight),
/// `YYYY-MM-DD HH:MM[:SS]` (a `T` between works too) in the local time zone, or ISO 8601 with
/// an offset (`2026-11-20T09:30:00+01:00`, `…Z`, fractional seconds too).
///
/// It reads; what a time may be (not in the future, not before a wound was opened) is the
/// caller's rule.
public enum TypedTime {
  /// The forms accepted, as an error message or a hint says them.
  public static let expected =
    "now, HH:MM, YYYY-MM-DD, YYYY-MM-DD HH:MM or ISO 8601 with an offset"

  /// The instant `text` names, where blank or `now` is `now` and `HH:MM` is that time on
  /// today's date in `timeZone`; every other form as `instant(_:timeZone:)` reads it.
  public static func instant(_ text: String, now: Date, timeZone: TimeZone = .current) -> Date? {
    let typed = text.trimmingCharacters(in: .whitespaces)
    if typed.isEmpty || typed.lowercased() == "now" { return now }
    if typed.count == 5, typed.dropFirst(2).hasPrefix(":") {
      let today = localFormatter("yyyy-MM-dd", timeZone).string(from: now)
      return instant("\(today)T\(typed)", timeZone: timeZone)
    }
    return instant(typed, timeZone: timeZone)
  }

  /// What a form keeps of `text`: `now`, or the instant it names to the minute as a nurse
  /// reads it (`2026-11-20 09:30`, so `HH:MM` keeps the day it was typed on); nil when it
  /// names none.
  public static func normalised(_ text: String, now: Date, timeZone: TimeZone = .current)
    -> String?
  {
    let typed = text.trimmingCharacters(in: .whitespaces)
    if typed.isEmpty || typed.lowercased() == "now" { return "now" }
    return instant(typed, now: now, timeZone: timeZone).map { shown($0, timeZone: timeZone) }
  }

  /// A form's answer for when something happened: `normalised(text)` when it names a time not
  /// after `now`, else what is wrong in the form's words (`"Assessed at: … is in the future"`,
  /// `label` first).
  public static func pastAnswer(
    _ text: String,
    label: String,
    now: Date,
    timeZone: TimeZone = .current
  ) -> Result<String, TypedTimeProblem> {
    guard let normal = normalised(text, now: now, timeZone: timeZone) else {
      let typed = text.trimmingCharacters(in: .whitespaces)
      return .failure(
        TypedTimeProblem(message: "\(label): \"\(typed)\" is not a time (\(expected))")
      )
    }
    if let date = instant(normal, now: now, timeZone: timeZone), date > now {
      return .failure(TypedTimeProblem(message: "\(label): \(normal) is in the future"))
    }
    return .success(normal)
  }

  /// The instant `text` names, read in `timeZone` when it carries no offset; nil when it is
  /// none of the accepted forms, or an impossible date or time (`2026-02-30T10:00`).
  public static func instant(_ text: String, timeZone: TimeZone = .current) -> Date? {
    let text = text.trimmingCharacters(in: .whitespaces)
    let formats = [
      "yyyy-MM-dd", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd HH:mm",
      "yyyy-MM-dd HH:mm:ss",
    ]
    for format in formats {
      let formatter = localFormatter(format, timeZone)
      // Round-tripping refuses what a lenient parse would roll over (2026-02-30T10:00).
      if let date = formatter.date(from: text), formatter.string(from: date) == text {
        return date
      }
    }
    let withOffset = ISO8601DateFormatter()
    if let date = withOffset.date(from: text) { return date }
    withOffset.formatOptions.insert(.withFractionalSeconds)
    return withOffset.date(from: text)
  }

  /// "2026-11-20 09:30": an instant as a nurse reads it, in her time zone, to the minute (and
  /// as `instant(_:timeZone:)` reads it back).
  public static func shown(_ date: Date, timeZone: TimeZone = .current) -> String {
    localFormatter("yyyy-MM-dd HH:mm", timeZone).string(from: date)
  }

  /// "today at 09:30", "yesterday at 18:56", else "on 2026-11-18 at 09:30": when something
  /// happened, in words, in the nurse's time zone, as a sentence says it ("Last sync today at
  /// 09:30"). A time ahead of `now` (another machine's clock) is said with its day.
  public static func spoken(_ date: Date, now: Date, timeZone: TimeZone = .current) -> String {
    let shown = shown(date, timeZone: timeZone)
    let (day, time) = (shown.prefix(10), shown.suffix(5))
    let today = localFormatter("yyyy-MM-dd", timeZone).string(from: now)
    let yesterday = localFormatter("yyyy-MM-dd", timeZone).string(
      from: now.addingTimeInterval(-24 * 60 * 60)
    )
    if day == today && date <= now.addingTimeInterval(60) { return "today at \(time)" }
    if day == yesterday { return "yesterday at \(time)" }
    return "on \(day) at \(time)"
  }

  /// "2026-11-20T09:30": an instant as `instant(_:timeZone:)` reads it back, to the minute.
  public static func text(_ date: Date, timeZone: TimeZone = .current) -> String {
    localFormatter("yyyy-MM-dd'T'HH:mm", timeZone).string(from: date)
  }

  private static func localFormatter(_ format: String, _ timeZone: TimeZone) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.timeZone = timeZone
    formatter.isLenient = false
    formatter.dateFormat = format
    return formatter
  }
}

/// Why a typed time was not taken, worded for the form that asked.
public struct TypedTimeProblem: Error, Equatable, Sendable {
  /// The form's message, its question's label first.
  public var message: String
}
