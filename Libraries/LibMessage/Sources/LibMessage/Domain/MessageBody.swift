import CoreContract
import Foundation

/// The text of a message, checked: what `send` stores, and what the app can check before it
/// sends (to name the field `body` and exit 65).
///
/// A body is plain text shown on colleagues' terminals, so it must never carry anything a
/// terminal would act on instead of print. The characters and the length are the team
/// contract's (`TextRule.lines`, `ClinicalLimits.messageBodyLength`), so the server accepts
/// what passes here:
/// - `\r\n` becomes `\n`, then the text is trimmed of surrounding whitespace and newlines;
///   what is left must not be empty, and at most `maximumLength` characters (user-perceived
///   characters: an emoji, or a letter with its accents, counts as one).
/// - Newline (`\n`) and tab (`\t`) are the only control characters allowed. Every other C0
///   control (U+0000–U+001F), DEL (U+007F) and every C1 control (U+0080–U+009F) is refused:
///   ESC (U+001B) and CSI (U+009B) start the sequences that move the cursor, clear the screen
///   or retitle the window, and a lone `\r` rewrites the line it is on.
/// - The Unicode bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069) are
///   refused too: they make a terminal show text in another order than it was written
///   ("Trojan Source"), so a message could look like it says something it does not.
public struct MessageBody: Equatable, Sendable, CustomStringConvertible {
  /// The most characters a body may hold: the contract's `ClinicalLimits.messageBodyLength`.
  public static let maximumLength = ClinicalLimits.messageBodyLength

  /// The normalised text: line endings `\n`, no surrounding whitespace.
  public let text: String

  /// Checks `typed` and keeps its normalised text. Throws a `RuleViolation` of the field `body`,
  /// whose reason never quotes the text (patient data).
  public init(_ typed: String) throws(RuleViolation) {
    let normalised = typed.replacingOccurrences(of: "\r\n", with: "\n")
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard !normalised.isEmpty else { throw Self.refusal("must not be empty") }
    try Self.checkCharacters(of: normalised)
    let length = normalised.count
    guard length <= Self.maximumLength else {
      throw Self.refusal("is \(length) characters long; at most \(Self.maximumLength)")
    }
    text = normalised
  }

  /// The text itself.
  public var description: String { text }

  /// Refuses the first forbidden scalar, naming its 1-based character position so that a
  /// nurse can find it (the character itself may not even be visible).
  private static func checkCharacters(of text: String) throws(RuleViolation) {
    for (offset, character) in text.enumerated() {
      for scalar in character.unicodeScalars {
        if isForbiddenControl(scalar) {
          throw refusal(
            "control character \(name(scalar)) at character \(offset + 1) is not allowed "
              + "(only newline and tab are)"
          )
        }
        if isDirectionalFormatting(scalar) {
          throw refusal(
            "bidirectional formatting character \(name(scalar)) at character \(offset + 1) "
              + "is not allowed"
          )
        }
      }
    }
  }

  /// A refusal of the field `body`.
  private static func refusal(_ reason: String) -> RuleViolation {
    RuleViolation(field: "body", reason: reason)
  }

  /// A scalar as `U+001B`: the character itself may not even be visible.
  private static func name(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// A control the contract refuses in a text of lines: every one but newline and tab.
  static func isForbiddenControl(_ scalar: Unicode.Scalar) -> Bool {
    TextRule.lines.refuses(scalar) && !TextRule.isDirectional(scalar)
  }

  static func isDirectionalFormatting(_ scalar: Unicode.Scalar) -> Bool {
    TextRule.isDirectional(scalar)
  }
}
