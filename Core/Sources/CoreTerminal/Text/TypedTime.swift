import Foundation

/// The one reading of a time a nurse types, on the command line (`--at`) and in a form
/// ("Taken at"): `YYYY-MM-DD` (its midnight), `YYYY-MM-DDTHH:MM[:SS]` in the local time zone,
/// or ISO 8601 with an offset (`2026-11-20T09:30:00+01:00`, `…Z`, fractional seconds too).
///
/// It reads; what a time may be (not in the future, not before a wound was opened) is the
/// caller's rule.
public enum TypedTime {
  /// The forms accepted, as an error message or a hint says them.
  public static let expected =
    "YYYY-MM-DD, YYYY-MM-DDTHH:MM[:SS] or ISO 8601 with an offset"

  /// The instant `text` names, read in `timeZone` when it carries no offset; nil when it is
  /// none of the accepted forms, or an impossible date or time (`2026-02-30T10:00`).
  public static func instant(_ text: String, timeZone: TimeZone = .current) -> Date? {
    let text = text.trimmingCharacters(in: .whitespaces)
    for format in ["yyyy-MM-dd", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd'T'HH:mm:ss"] {
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
