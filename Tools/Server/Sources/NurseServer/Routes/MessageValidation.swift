import Foundation

/// The rules a message meets before it is stored. Each refusal is a 422 problem naming the
/// field and never quoting the body (it is about a patient).
enum MessageValidation {
  /// The longest body, in characters as a reader counts them (grapheme clusters, Swift's
  /// `String.count`): the client counts the same way, so whatever it accepted offline passes.
  static let maximumBodyLength = 4000

  static func validate(_ message: MessageSendBody) throws {
    let body = message.body
    guard !body.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
      throw Problem.invalid("The message is empty.", field: "body")
    }
    guard body.count <= maximumBodyLength else {
      throw Problem.invalid(
        "The message is over \(maximumBodyLength) characters.",
        field: "body"
      )
    }
    guard !body.unicodeScalars.contains(where: isRefused) else {
      throw Problem.invalid(
        "The message holds a control character; only newlines and tabs are allowed.",
        field: "body"
      )
    }
  }

  static func validate(_ mark: ReadMarkBody) throws {
    guard mark.upToSequence >= 0 else {
      throw Problem.invalid("upToSequence must be 0 or more.", field: "upToSequence")
    }
  }

  /// What another nurse's terminal could take for a command instead of text: C0 controls
  /// (escape sequences start with ESC, U+001B) but newline and tab, DEL, C1 controls (U+009B
  /// is a one-character CSI), and the bidirectional overrides and isolates that make a line
  /// read differently from what it holds.
  static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: false
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
