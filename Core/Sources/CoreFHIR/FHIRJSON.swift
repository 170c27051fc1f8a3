import Foundation

/// A JSON value in the order it is written. FHIR reads a decimal's precision from its text
/// (`4.0` is measured to the millimetre, `4` is not), and a resource reads best with
/// `resourceType` first, so numbers keep their text and objects their key order, which
/// `JSONSerialization` and `JSONEncoder` keep neither of.
public indirect enum FHIRJSON: Equatable, Sendable {
  /// Keys in the order they are written.
  case object([(String, FHIRJSON)])
  /// An array.
  case array([FHIRJSON])
  /// A string, escaped when written.
  case string(String)
  /// A number, written as this text (`4.0`, `-12.5`, `17`).
  case number(String)
  /// `true` or `false`.
  case bool(Bool)

  /// An object of the pairs whose value is present; an empty array counts as absent, since
  /// FHIR forbids empty arrays and objects.
  static func object(_ pairs: (String, FHIRJSON?)...) -> FHIRJSON {
    .object(
      pairs.compactMap { key, value in
        guard let value, !value.isEmptyContainer else { return nil }
        return (key, value)
      }
    )
  }

  /// True for `[]` and `{}`.
  var isEmptyContainer: Bool {
    switch self {
    case .object(let pairs): return pairs.isEmpty
    case .array(let values): return values.isEmpty
    default: return false
    }
  }

  /// An integer.
  static func int(_ value: Int) -> FHIRJSON { .number(String(value)) }

  /// The value as pretty-printed JSON text (two-space indents), ending in a newline.
  public func text() -> String {
    var out = ""
    write(into: &out, indent: "")
    return out + "\n"
  }

  public static func == (lhs: FHIRJSON, rhs: FHIRJSON) -> Bool { lhs.text() == rhs.text() }

  private func write(into out: inout String, indent: String) {
    let inner = indent + "  "
    switch self {
    case .object(let pairs):
      guard !pairs.isEmpty else { return out += "{}" }
      out += "{\n"
      for (index, (key, value)) in pairs.enumerated() {
        out += inner + Self.quoted(key) + ": "
        value.write(into: &out, indent: inner)
        out += index == pairs.count - 1 ? "\n" : ",\n"
      }
      out += indent + "}"
    case .array(let values):
      guard !values.isEmpty else { return out += "[]" }
      out += "[\n"
      for (index, value) in values.enumerated() {
        out += inner
        value.write(into: &out, indent: inner)
        out += index == values.count - 1 ? "\n" : ",\n"
      }
      out += indent + "]"
    case .string(let string): out += Self.quoted(string)
    case .number(let text): out += text
    case .bool(let value): out += value ? "true" : "false"
    }
  }

  /// RFC 8259 string escaping; every control character escaped, so a stored control
  /// character can never break the file or a reader's terminal.
  static func quoted(_ string: String) -> String {
    var out = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      case _
      where scalar.value < 0x20 || scalar.value == 0x7F
        || (0x80..<0xA0).contains(scalar.value) || (0x2028...0x2029).contains(scalar.value):
        out += String(format: "\\u%04X", scalar.value)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
