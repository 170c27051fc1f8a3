import Crypto
import Foundation

/// Opaque bearer tokens: 256 random bits, handed to the nurse once and stored only hashed.
enum SessionTokens {
  /// A new token, URL-safe base64 without padding.
  static func make() -> String {
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    return Data(bytes).base64EncodedString()
      .replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
  }

  /// What the store keeps instead of the token.
  static func hash(_ token: String) -> String {
    SHA256.hash(data: Data(token.utf8)).map { byte in
      let text = String(byte, radix: 16)
      return byte < 16 ? "0" + text : text
    }.joined()
  }
}
