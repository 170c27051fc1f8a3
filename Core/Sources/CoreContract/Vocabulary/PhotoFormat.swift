/// The image formats a photo may have, recognised by their magic bytes, not by a file name.
public enum PhotoFormat: String, CaseIterable, Codable, Sendable {
  /// JPEG: starts `FF D8 FF`.
  case jpeg
  /// PNG: starts `89 50 4E 47 0D 0A 1A 0A`.
  case png

  /// The usual file extension (`jpg`, `png`).
  public var fileExtension: String { self == .jpeg ? "jpg" : "png" }

  /// The format `bytes` start with, or nil when they are neither JPEG nor PNG.
  public init?<Bytes: Collection<UInt8>>(magicBytesOf bytes: Bytes) {
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
      self = .jpeg
    } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      self = .png
    } else {
      return nil
    }
  }
}

extension PhotoFormat {
  /// At most 20 MB: a phone's full-resolution photo fits, a video does not.
  public static let maximumByteCount = 20 * 1024 * 1024

  /// The media type the bytes travel with.
  public var mediaType: String { self == .jpeg ? "image/jpeg" : "image/png" }

  /// The format a `Content-Type` names (parameters ignored), nil for any other type.
  public init?(mediaType: String) {
    let bare = mediaType.split(separator: ";").first?.trimmingCharacters(in: .whitespaces)
    switch bare?.lowercased() {
    case "image/jpeg": self = .jpeg
    case "image/png": self = .png
    default: return nil
    }
  }

  /// A SHA-256 as the wire spells it: 64 hex digits, lowercased; nil otherwise.
  public static func normalisedHash(_ text: String) -> String? {
    guard text.count == 64, text.allSatisfy(\.isHexDigit) else { return nil }
    return text.lowercased()
  }
}
