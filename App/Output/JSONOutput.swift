import CoreContract
import Foundation

/// How every `nurse … --json` prints (docs/json.md): an `Encodable` output type, whose
/// properties are the output's keys, through one Foundation `JSONEncoder`.
///
/// An output type holds its values as JSON writes them (ids in lowercase, days, instants by
/// `timestamp(_:)`, vocabulary by its raw value): a `String`, number or flag goes straight
/// into the encoder's container, where any other `Encodable` takes a nested encoder each, and
/// `patient list --json` writes tens of thousands of them.
enum JSONOutput {
  /// The one encoder: pretty-printed with sorted keys, so outputs diff cleanly; slashes left
  /// as they are. Made per use: an encoder is a class and not `Sendable`.
  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// Prints `value` as JSON and a line end: the encoder's bytes as they are when none needs
  /// escaping (the usual case: a list of thousands of patients is not copied again), else
  /// `text(_:)`. A closed pipe ends the printing quietly, as `print` does.
  static func print<Value: Encodable>(_ value: Value) throws {
    var bytes = try encoder.encode(value)
    if !bytes.withUnsafeBytes({ bytes in bytes.allSatisfy { $0 < 0x7F } }) {
      bytes = Data(escapingInvisibles(String(decoding: bytes, as: UTF8.self)).utf8)
    }
    fflush(nil)
    try? FileHandle.standardOutput.write(contentsOf: bytes)
    try? FileHandle.standardOutput.write(contentsOf: Data([UInt8(ascii: "\n")]))
  }

  /// `value` as `print(_:)` prints it, without the line end.
  static func text<Value: Encodable>(_ value: Value) throws -> String {
    escapingInvisibles(String(decoding: try encoder.encode(value), as: UTF8.self))
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

  /// `json` with DEL, C1 controls and bidirectional overrides written as `\uXXXX` escapes.
  ///
  /// JSONEncoder escapes C0 controls only; the others would reach a terminal that a script
  /// pipes its output to (a C1 CSI acts like ESC [). Escaped, the JSON means the same text.
  /// Outside strings JSON is ASCII, so every such scalar is inside a string.
  static func escapingInvisibles(_ json: String) -> String {
    // Every scalar to escape is 0x7F or above: JSON of plain ASCII below it has none, and a
    // list of thousands of patients is not rebuilt scalar by scalar for nothing.
    var json = json
    guard !json.withUTF8({ bytes in bytes.allSatisfy { $0 < 0x7F } }) else { return json }
    guard json.unicodeScalars.contains(where: needsEscape) else { return json }
    var escaped = String.UnicodeScalarView()
    for scalar in json.unicodeScalars {
      if needsEscape(scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        escaped.append(
          contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars
        )
      } else {
        escaped.append(scalar)
      }
    }
    return String(escaped)
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x7F && TextRule.line.refuses(scalar)
  }
}
