import Crypto
import Foundation

/// Names a photo by its content: the SHA-256 of its bytes (swift-crypto), so the same file is
/// never stored or uploaded twice (docs/clinical-rules.md "Photo").
enum ContentHash {
  /// The lowercase hex SHA-256 digest of `data`.
  static func hex(_ data: Data) -> String {
    SHA256.hash(data: data).map { byte in
      let text = String(byte, radix: 16)
      return byte < 16 ? "0" + text : text
    }.joined()
  }
}
