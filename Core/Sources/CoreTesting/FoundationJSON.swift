import CoreContract
import Foundation

/// The oracle `JSONWriter` is held to: Foundation's `JSONEncoder` with sorted keys and slashes
/// as they are, and, for `escapingInvisibles`, the rule the app's output applied to its text
/// in a second pass before it had a writer of its own.
public enum FoundationJSON {
  /// `value` as `JSONEncoder` writes it with these options.
  public static func text<Value: Encodable>(
    _ value: Value,
    options: JSONWriter.Options = [],
    dateText: (@Sendable (Date) -> String)? = nil
  ) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    if options.contains(.pretty) { encoder.outputFormatting.insert(.prettyPrinted) }
    if let dateText {
      encoder.dateEncodingStrategy = .custom { date, encoder in
        var container = encoder.singleValueContainer()
        try container.encode(dateText(date))
      }
    }
    let text = String(decoding: try encoder.encode(value), as: UTF8.self)
    return options.contains(.escapingInvisibles) ? escapingInvisibles(text) : text
  }

  /// `json` with DEL, C1 controls and bidirectional overrides written as `\uXXXX` escapes
  /// (upper-case hex): outside strings JSON is ASCII, so every such scalar is inside one.
  public static func escapingInvisibles(_ json: String) -> String {
    var escaped = String.UnicodeScalarView()
    for scalar in json.unicodeScalars {
      if scalar.value >= 0x7F && TextRule.line.refuses(scalar) {
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

  /// Every combination of the writer's options, to compare each.
  public static let everyOption: [JSONWriter.Options] = [
    [], [.pretty], [.escapingInvisibles], [.pretty, .escapingInvisibles],
  ]
}
