import Foundation

extension JSONValue {
  /// The value's wire bytes, byte for byte what `WireCoding.encoder` writes for it (keys
  /// sorted, no white space, slashes as they are), written straight into a byte array rather
  /// than through `Encoder`'s containers: the server writes every record it stores and answers
  /// this way, and checks each through these bytes (`decode(as:)`). It is kept for the push of
  /// 10,000 records under 3 s (docs/speed.md, "Sync and local reads"), held to the encoder by
  /// `JSONValueBytesTests`.
  public var wireData: Data {
    var out: [UInt8] = []
    JSONValueWriter.append(self, to: &out)
    return Data(out)
  }
}

/// Writes JSON text as the contract's encoder writes it.
public enum JSONValueWriter {
  /// Appends `value`'s wire text to `out`.
  static func append(_ value: JSONValue, to out: inout [UInt8]) {
    switch value {
    case .null: out.append(contentsOf: "null".utf8)
    case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
    case .number(let number): out.append(contentsOf: number.description.utf8)
    case .string(let text): appendString(text, to: &out)
    case .array(let elements):
      out.append(UInt8(ascii: "["))
      for (position, element) in elements.enumerated() {
        if position > 0 { out.append(UInt8(ascii: ",")) }
        append(element, to: &out)
      }
      out.append(UInt8(ascii: "]"))
    case .object(let fields):
      out.append(UInt8(ascii: "{"))
      for (position, field) in fields.sorted(by: { precedes($0.key, $1.key) }).enumerated() {
        if position > 0 { out.append(UInt8(ascii: ",")) }
        appendString(field.key, to: &out)
        out.append(UInt8(ascii: ":"))
        append(field.value, to: &out)
      }
      out.append(UInt8(ascii: "}"))
    }
  }

  /// The encoder's order of keys: by their UTF-8 bytes (not `String`'s order, which compares
  /// canonically equivalent forms alike).
  static func precedes(_ first: String, _ second: String) -> Bool {
    first.utf8.lexicographicallyPrecedes(second.utf8)
  }

  /// A JSON string, escaped as the contract's encoder (and `JSONEncoder` at large) escapes it:
  /// the quote, the backslash and the C0 controls (the usual short forms, `\u00XX` for the
  /// rest); every other character as it is. A string with nothing to escape is copied whole.
  public static func appendString(_ text: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    defer { out.append(UInt8(ascii: "\"")) }
    var text = text
    let plain = text.withUTF8 { utf8 in
      for byte in utf8 where byte < 0x20 || byte == 0x22 || byte == 0x5C { return false }
      out.append(contentsOf: utf8)
      return true
    }
    guard !plain else { return }
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        out.append(UInt8(ascii: "\\"))
        out.append(byte)
      case 0x08: out.append(contentsOf: #"\b"#.utf8)
      case 0x09: out.append(contentsOf: #"\t"#.utf8)
      case 0x0A: out.append(contentsOf: #"\n"#.utf8)
      case 0x0C: out.append(contentsOf: #"\f"#.utf8)
      case 0x0D: out.append(contentsOf: #"\r"#.utf8)
      case 0..<0x20:
        out.append(contentsOf: #"\u00"#.utf8)
        out.append(hexDigits[Int(byte >> 4)])
        out.append(hexDigits[Int(byte & 0x0F)])
      default:
        out.append(byte)
      }
    }
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)
}
