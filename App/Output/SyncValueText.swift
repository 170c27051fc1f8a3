import CoreContract
import Foundation

/// A field's value as a nurse reads it, for the conflicts on the screen and the command line.
enum SyncValueText {
  /// `06 12 34 56 78`, `3.5`, `yes`, `penicillin, latex`; empty for no value (the screen
  /// shows a dash). Control characters are left for the printer to make visible.
  static func text(_ value: JSONValue) -> String {
    switch value {
    case .null: return ""
    case .bool(let flag): return flag ? "yes" : "no"
    case .number(let number): return "\(number)"
    case .string(let string): return string
    case .array(let values): return values.map(text).joined(separator: ", ")
    case .object:
      let data = (try? WireCoding.encoder.encode(value)) ?? Data()
      return String(decoding: data, as: UTF8.self)
    }
  }

  /// The value on one line of `nurse sync conflicts`: a string quoted so its ends show, no
  /// value as `—`, every control character visible.
  static func line(_ value: JSONValue) -> String {
    switch value {
    case .null: return "—"
    case .string(let string): return "\"\(string.visibleLine)\""
    default: return text(value).visibleLine
    }
  }
}

extension String {
  /// The text with every control character shown as a visible symbol instead of obeyed, on
  /// one line: C0 controls and DEL become their control pictures (`␛`, `␊`, `␡`), C1 controls
  /// and bidirectional overrides or isolates `�`. Text from the store or the server is
  /// hostile until shown safe: an ESC printed raw could rewrite the nurse's terminal.
  var visibleLine: String {
    var result = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      switch scalar.value {
      case 0x00..<0x20: result.append(Unicode.Scalar(0x2400 + scalar.value)!)
      case 0x7F: result.append("\u{2421}")
      case 0x80..<0xA0, 0x202A...0x202E, 0x2066...0x2069: result.append("\u{FFFD}")
      default: result.append(scalar)
      }
    }
    return String(result)
  }
}
