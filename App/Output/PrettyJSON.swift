import Foundation

/// JSON text laid out as `JSONOutput.print`'s encoder lays it out (two-space indents,
/// `"key" : value`, keys sorted, nil members left out, slashes unescaped), written straight
/// into a string: the day's round is thousands of values, and `JSONEncoder` spent a tenth of
/// `nurse today --json` going through `Encodable` containers to print them.
enum PrettyJSON {
  /// A JSON value; an object member whose value is nil is left out, as `encodeIfPresent`
  /// leaves it.
  indirect enum Value {
    case string(String)
    case int(Int)
    case bool(Bool)
    case array([Value])
    case object([(key: String, value: Value?)])

    /// A string, or nothing.
    static func string(_ text: String?) -> Value? { text.map(Value.string) }
    /// A number, or nothing.
    static func int(_ number: Int?) -> Value? { number.map(Value.int) }
  }

  /// The text of `value`, without a final line end.
  static func text(_ value: Value) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(1 << 16)
    write(value, depth: 0, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// An id as the JSON outputs write it, lower-case (`uuidString` formats through `sprintf`).
  static func id(_ id: UUID) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(36)
    withUnsafeBytes(of: id.uuid) { bytes in
      for (index, byte) in bytes.enumerated() {
        if index == 4 || index == 6 || index == 8 || index == 10 { out.append(UInt8(ascii: "-")) }
        out.append(digits[Int(byte >> 4)])
        out.append(digits[Int(byte & 0x0F)])
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  private static func write(_ value: Value, depth: Int, to out: inout [UInt8]) {
    switch value {
    case .string(let text): writeString(text, to: &out)
    case .int(let number): out.append(contentsOf: String(number).utf8)
    case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
    case .array(let items):
      out.append(UInt8(ascii: "["))
      guard !items.isEmpty else { return close("]", emptyAt: depth, to: &out) }
      for (index, item) in items.enumerated() {
        newLine(after: index, depth: depth + 1, to: &out)
        write(item, depth: depth + 1, to: &out)
      }
      close("]", at: depth, to: &out)
    case .object(let members):
      let present = members.compactMap { member in member.value.map { (member.key, $0) } }
        .sorted { $0.0 < $1.0 }
      out.append(UInt8(ascii: "{"))
      guard !present.isEmpty else { return close("}", emptyAt: depth, to: &out) }
      for (index, (key, member)) in present.enumerated() {
        newLine(after: index, depth: depth + 1, to: &out)
        writeString(key, to: &out)
        out.append(contentsOf: " : ".utf8)
        write(member, depth: depth + 1, to: &out)
      }
      close("}", at: depth, to: &out)
    }
  }

  /// The line a member or item starts on: after a comma but for the first.
  private static func newLine(after index: Int, depth: Int, to out: inout [UInt8]) {
    if index > 0 { out.append(UInt8(ascii: ",")) }
    out.append(UInt8(ascii: "\n"))
    out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
  }

  private static func close(_ bracket: Unicode.Scalar, at depth: Int, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\n"))
    out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    out.append(UInt8(ascii: bracket))
  }

  /// An empty array or object: `[`, an empty line, then the bracket at the value's indent.
  private static func close(_ bracket: Unicode.Scalar, emptyAt depth: Int, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\n"))
    close(bracket, at: depth, to: &out)
  }

  /// `text` quoted, with the quote, the backslash and C0 controls escaped as JSONEncoder
  /// escapes them.
  private static func writeString(_ text: String, to out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out.append(contentsOf: #"\""#.utf8)
      case UInt8(ascii: "\\"): out.append(contentsOf: #"\\"#.utf8)
      case UInt8(ascii: "\n"): out.append(contentsOf: #"\n"#.utf8)
      case UInt8(ascii: "\r"): out.append(contentsOf: #"\r"#.utf8)
      case UInt8(ascii: "\t"): out.append(contentsOf: #"\t"#.utf8)
      case 0x08: out.append(contentsOf: #"\b"#.utf8)
      case 0x0C: out.append(contentsOf: #"\f"#.utf8)
      case ..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        out.append(contentsOf: #"\u00"#.utf8)
        out.append(hex[Int(byte >> 4)])
        out.append(hex[Int(byte & 0x0F)])
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}
