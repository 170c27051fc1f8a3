import Foundation
import LibPatient

/// The Braden form's time answer: "now" (the default: Enter keeps it), "HH:MM" today, or
/// "YYYY-MM-DD HH:MM" (a `T` between works too) in the nurse's time zone, for an assessment
/// written down after the visit.
struct BradenFormTime {
  var now: Date
  var timeZone: TimeZone

  /// "now" or "YYYY-MM-DD HH:MM"; nil for anything else.
  func normalised(_ input: String) -> String? {
    let typed = input.lowercased()
    if typed.isEmpty || typed == "now" { return "now" }
    if typed.count == 5, let (hour, minute) = Self.time(typed) {
      return String(
        format: "%@ %02d:%02d",
        CalendarDate(now, in: timeZone).description,
        hour,
        minute
      )
    }
    let parts = typed.split(whereSeparator: { $0 == " " || $0 == "t" })
    guard parts.count == 2, CalendarDate(String(parts[0])) != nil,
      let (hour, minute) = Self.time(String(parts[1]))
    else { return nil }
    return String(format: "%@ %02d:%02d", String(parts[0]), hour, minute)
  }

  /// The instant a normalised answer names.
  func date(_ normal: String) -> Date? {
    if normal == "now" { return now }
    let parts = normal.split(separator: " ")
    guard parts.count == 2, let day = CalendarDate(String(parts[0])),
      let (hour, minute) = Self.time(String(parts[1]))
    else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let components = DateComponents(
      year: day.year,
      month: day.month,
      day: day.day,
      hour: hour,
      minute: minute
    )
    return calendar.date(from: components)
  }

  /// "09:30" -> (9, 30); nil unless a real time of day.
  private static func time(_ text: String) -> (Int, Int)? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
      let hour = Int(parts[0]), let minute = Int(parts[1]), (0...23).contains(hour),
      (0...59).contains(minute)
    else { return nil }
    return (hour, minute)
  }
}
