import Foundation

/// The JSON coding every payload between the app and the server uses, on both sides: ISO 8601 instants in UTC with
/// milliseconds (what the stores keep), and sorted keys so the same value always makes the
/// same bytes.
public enum WireCoding {
  private static let dateStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

  /// Sorted keys, no white space, slashes as they are; instants as `2026-03-01T10:00:01.001Z`,
  /// to the nearest millisecond. The project's one writer, as for every JSON it writes.
  public static let encoder = JSONWriter(dateText: text(for:))

  /// Reads instants with or without fractional seconds.
  public static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      guard let date = date(from: try container.decode(String.self)) else {
        throw DecodingError.dataCorruptedError(
          in: container,
          debugDescription: "expected an ISO 8601 date"
        )
      }
      return date
    }
    return decoder
  }

  /// The instant `text` names, with or without fractional seconds; nil for any other text.
  /// What `decoder` reads a `Date` with.
  static func date(from text: String) -> Date? {
    if let date = try? dateStyle.parse(text) { return date }
    // A server may drop the fraction when it is zero.
    return try? Date.ISO8601FormatStyle().parse(text)
  }

  /// `date` within its own millisecond, a quarter of the way in: whether an instant is
  /// rounded to the millisecond (the store's text, `StoredInstant`, as GRDB writes it; the
  /// wire, `text(for:)`) or truncated, every copy then names the same millisecond. An instant recorded "now" has microseconds; without this,
  /// a nurse's store and the team's record could differ by one millisecond for good (an
  /// append-only record is never read back from the server).
  public static func settled(_ date: Date) -> Date {
    let milliseconds = (date.timeIntervalSince1970 * 1000).rounded(.down)
    return Date(timeIntervalSince1970: (milliseconds + 0.25) / 1000)
  }

  /// The instant to the nearest millisecond. A `Date` is binary: 10:00:01.001 is held as
  /// 10:00:01.000999…, which the format style truncates to .000, so the server would store
  /// another instant than the one the record is dated with here.
  public static func text(for date: Date) -> String {
    let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
    var (seconds, fraction) = milliseconds.quotientAndRemainder(dividingBy: 1000)
    if fraction < 0 {
      seconds -= 1
      fraction += 1000
    }
    let whole = Date(timeIntervalSince1970: TimeInterval(seconds))
      .formatted(Date.ISO8601FormatStyle())
    let digits = String(fraction)
    return whole.dropLast() + "." + String(repeating: "0", count: 3 - digits.count) + digits + "Z"
  }
}
