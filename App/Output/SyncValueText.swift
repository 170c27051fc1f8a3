import CoreContract
import CoreTerminal
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
      return String(decoding: value.wireData, as: UTF8.self)
    }
  }

  /// The value on one line of `nurse sync conflicts`: a string quoted so its ends show, no
  /// value as `—`, every control character visible.
  static func line(_ value: JSONValue) -> String {
    switch value {
    case .null: return "—"
    case .string(let string): return "\"\(string.visibleControls(whitespace: .asPictures))\""
    default: return text(value).visibleControls(whitespace: .asPictures)
    }
  }
}
