import CoreContract
import Crypto
import Foundation

/// The one rule a photo's bytes meet wherever they arrive (docs/clinical-rules.md, "Photo"):
/// LibWound when a nurse adds one, nurse-server on an upload, and the fake team server the
/// libraries' tests sync with, so that none of the three accepts what another refuses.
public enum PhotoBytesRule {
  /// A photo's name: the lowercase hex SHA-256 of its bytes (swift-crypto), so the same file
  /// is never stored or uploaded twice.
  public static func sha256(_ bytes: Data) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var hex: [UInt8] = []
    hex.reserveCapacity(64)
    for byte in SHA256.hash(data: bytes) {
      hex.append(digits[Int(byte >> 4)])
      hex.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: hex, as: UTF8.self)
  }

  /// The format of `bytes` when they are a whole photo; else throws the first `RuleViolation`
  /// they meet, in this order:
  /// - no larger than `byteLimit` and a JPEG or PNG by their magic bytes (naming `field`);
  /// - the format `declared` by the request's `Content-Type`, when one is (`Content-Type`);
  /// - hashing to `sha256`, when the request names its bytes so (`sha256`);
  /// - decoding throughout as their format (`field`), last as the dearest check.
  public static func format(
    of bytes: Data,
    field: String,
    byteLimit: Int = PhotoFormat.maximumByteCount,
    declared: PhotoFormat? = nil,
    sha256 expected: String? = nil
  ) throws -> PhotoFormat {
    let limit = min(byteLimit, PhotoFormat.maximumByteCount)
    if bytes.count > limit {
      let megabytes = limit / (1024 * 1024)
      throw RuleViolation(
        field: field,
        reason: "is larger than " + (megabytes > 0 ? "\(megabytes) MB" : "\(limit) bytes")
      )
    }
    guard let format = PhotoFormat(magicBytesOf: bytes) else {
      throw RuleViolation(field: field, reason: "is not a JPEG or PNG image")
    }
    if let declared, declared != format {
      throw RuleViolation(field: "Content-Type", reason: "differs from the image's format")
    }
    if let expected, sha256(bytes) != expected {
      throw RuleViolation(field: "sha256", reason: "is not the SHA-256 of the bytes")
    }
    if let violation = PhotoDecoding.violation(of: bytes, as: format, field: field) {
      throw violation
    }
    return format
  }
}
