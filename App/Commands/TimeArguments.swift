import CoreTerminal
import Foundation
import LibPatient

/// The date and time forms every command accepts: dates
/// `YYYY-MM-DD`; times as CoreTerminal's `TypedTime` reads them, the same as the forms.
enum TimeArguments {
  /// A calendar date, or a validation error naming `field`.
  static func date(_ text: String, field: String) throws -> CalendarDate {
    guard let date = CalendarDate(text) else {
      throw RuleViolation(
        field: field,
        reason: "is not a date: '\(text)' (expected YYYY-MM-DD)"
      )
    }
    return date
  }

  /// An instant, read by CoreTerminal's `TypedTime` (the one reading the forms use too), or a
  /// validation error naming `field`.
  static func instant(
    _ text: String,
    field: String,
    timeZone: TimeZone = .current
  ) throws -> Date {
    guard let date = TypedTime.instant(text, now: AppEnvironment.clock(), timeZone: timeZone)
    else {
      throw RuleViolation(
        field: field,
        reason: "is not a time: '\(text)' (expected \(TypedTime.expected))"
      )
    }
    return date
  }
}
