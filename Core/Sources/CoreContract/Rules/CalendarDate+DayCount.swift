extension CalendarDate {
  /// The year, month and day `days` after 1970-01-01 (before it when negative) on the
  /// proleptic Gregorian calendar: Howard Hinnant's `civil_from_days`, integer arithmetic
  /// exact for any day of any year.
  ///
  /// The one place this arithmetic lives: the wound round counts its days with it, the app's
  /// JSON writes an instant's local date with it, and the store writes its instants with it
  /// (CoreDatabase's `StoredInstant`). It is Foundation's Gregorian calendar
  /// from 1583 on; before, Foundation counts by Julian rules, so callers check the year.
  public static func civilDay(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shifted = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shifted + 2) / 5 + 1
    let month = shifted < 10 ? shifted + 3 : shifted - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}
