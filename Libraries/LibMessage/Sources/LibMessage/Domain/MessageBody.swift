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

  /// Checks `typed` and keeps its normalised text. Throws `MessageBodyError` (field `body`).
  public init(_ typed: String) throws {
    let normalised = typed.replacingOccurrences(of: "\r\n", with: "\n")
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard !normalised.isEmpty else { throw MessageBodyError.empty }
    try Self.checkCharacters(of: normalised)
    let length = normalised.count
    guard length <= Self.maximumLength else {
      throw MessageBodyError.tooLong(characters: length)
    }
    text = normalised
  }

  /// The text itself.
  public var description: String { text }

  /// Refuses the first forbidden scalar, naming its 1-based character position so that a
  /// nurse can find it (the character itself may not even be visible).
  private static func checkCharacters(of text: String) throws {
    for (offset, character) in text.enumerated() {
      for scalar in character.unicodeScalars {
        if isForbiddenControl(scalar) {
          throw MessageBodyError.controlCharacter(scalar.value, position: offset + 1)
        }
        if isDirectionalFormatting(scalar) {
          throw MessageBodyError.directionalFormatting(scalar.value, position: offset + 1)
        }
      }
    }
  }

  /// A control the contract refuses in a text of lines: every one but newline and tab.
  static func isForbiddenControl(_ scalar: Unicode.Scalar) -> Bool {
    TextRule.lines.refuses(scalar) && !TextRule.isDirectional(scalar)
  }

  static func isDirectionalFormatting(_ scalar: Unicode.Scalar) -> Bool {
    TextRule.isDirectional(scalar)
  }
}
