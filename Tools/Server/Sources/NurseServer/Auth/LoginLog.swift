import Foundation
import Logging

/// What the server logs of refused logins: the username (as sent, made printable) and the
/// client's address, never the password; a username is not patient data.
enum LoginLog {
  /// A refused login at `notice`, the level an administrator watching for attacks keeps.
  static func refused(_ logger: Logger, _ attempt: LoginAttempt, locked: Bool) {
    logger.notice(
      locked ? "login refused: too many failures" : "login failed",
      metadata: [
        "username": .string(visible(attempt.username)),
        "address": .string(attempt.address),
      ]
    )
  }

  /// `text` with every control character (C0, DEL, C1) and bidirectional override or isolate
  /// as U+FFFD: a username is whatever a client sent, and must not forge log or audit lines.
  static func visible(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { scalar in
          let value = scalar.value
          let control = value < 0x20 || (0x7F...0x9F).contains(value)
          let bidi = (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
          return control || bidi ? "\u{FFFD}" : scalar
        }
      )
    )
  }
}
