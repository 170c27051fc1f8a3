import Foundation
import LibPatient

/// The date and time forms every command accepts (issue "The command line"):
/// dates `YYYY-MM-DD`; times `YYYY-MM-DD`, `YYYY-MM-DDTHH:MM[:SS]` in the local time zone,
/// or ISO 8601 with an offset (`2026-11-20T09:30:00+01:00`, `…Z`).
enum TimeArguments {
  /// A calendar date, or a validation error naming `field`.
  static func date(_ text: String, field: String) throws -> CalendarDate {
    guard let date = CalendarDate(text) else {
      throw PatientValidationError(
        field: field,
        reason: "is not a date: '\(text)' (expected YYYY-MM-DD)"
      )
    }
    return date
  }

  /// An instant, or a validation error naming `field`.
  static func instant(
    _ text: String,
    field: String,
    timeZone: TimeZone = .current
  ) throws -> Date {
    if let date = CalendarDate(text) {
      return localFormatter("yyyy-MM-dd", timeZone).date(from: date.description)!
    }
    for format in ["yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd'T'HH:mm:ss"] {
      let formatter = localFormatter(format, timeZone)
      // Round-tripping refuses what a lenient parse would roll over (2026-02-30T10:00).
      if let date = formatter.date(from: text), formatter.string(from: date) == text {
        return date
      }
    }
    let withOffset = ISO8601DateFormatter()
    if let date = withOffset.date(from: text) { return date }
    withOffset.formatOptions.insert(.withFractionalSeconds)
    if let date = withOffset.date(from: text) { return date }
    throw PatientValidationError(
      field: field,
      reason:
        "is not a time: '\(text)' (expected YYYY-MM-DD, YYYY-MM-DDTHH:MM[:SS] or ISO 8601 with an offset)"
    )
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
