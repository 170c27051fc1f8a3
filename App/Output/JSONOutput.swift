import CoreContract
import Foundation

/// How every `nurse … --json` prints (docs/json.md): an `Encodable` output type, whose
/// properties are the output's keys, through the project's one JSON writer.
///
/// An output type holds its values as JSON writes them (ids in lowercase, days, instants by
/// `timestamp(_:)`, vocabulary by its raw value).
enum JSONOutput {
  /// Pretty-printed with sorted keys, so outputs diff cleanly; slashes left as they are; DEL,
  /// C1 controls and bidirectional overrides escaped too, so that a terminal a script pipes
  /// the output to obeys none of a stored text (JSON escapes only C0 controls).
  static let writer = JSONWriter(options: [.pretty, .escapingInvisibles])

  /// Prints `value` as JSON and a line end, in one write. A closed pipe ends the printing
  /// quietly, as `print` does.
  static func print<Value: Encodable>(_ value: Value) throws {
    var bytes = try writer.bytes(value)
    bytes.append(UInt8(ascii: "\n"))
    fflush(nil)
    try? FileHandle.standardOutput.write(contentsOf: Data(bytes))
  }

  /// `value` as `print(_:)` prints it, without the line end.
  static func text<Value: Encodable>(_ value: Value) throws -> String {
    String(decoding: try writer.bytes(value), as: UTF8.self)
  }

  /// An instant as the outputs write it: ISO 8601 in the nurse's time zone, to the second,
  /// with its offset (`2025-01-02T09:30:00+01:00`, `Z` in UTC).
  static func timestamp(_ date: Date) -> String { date.formatted(timestampStyle) }

  /// Built once: a format style is a `Sendable` value, and the zone is the one the process
  /// started in.
  private static let timestampStyle = Date.ISO8601FormatStyle(
    timeZoneSeparator: .colon,
    timeZone: .current
  )
}
