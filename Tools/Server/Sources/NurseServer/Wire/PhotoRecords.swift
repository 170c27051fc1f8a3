import Foundation

/// A photo attached to a wound assessment, in the shape of the client's
/// `PhotoAttachmentPayload`. The bytes travel apart, by their SHA-256.
public struct PhotoAttachmentRecord: Codable, Equatable, Sendable {
  public var id: RecordID
  public var assessmentId: RecordID
  /// Lowercase hex; accepted in any case.
  public var sha256: String
  /// `jpeg` or `png`.
  public var format: String
  public var byteCount: Int
}

extension PhotoAttachmentRecord: StrictWireBody {
  static let allowedKeys: Set<String> = ["id", "assessmentId", "sha256", "format", "byteCount"]
}

/// Photo bytes as a nurse uploads them, checked by the route before the store sees them.
public struct PhotoUpload: Sendable {
  public var sha256: String
  public var format: PhotoFormat
  public var bytes: Data
}

/// The answer to `PUT /v1/photos/{sha256}`: what the server now holds for the team.
public struct PhotoUploadAnswer: Codable, Equatable, Sendable {
  public var sha256: String
  public var format: String
  public var byteCount: Int
}

/// The image formats a photo may have, recognised by their magic bytes (DOMAIN.md "Photo").
public enum PhotoFormat: String, Sendable, CaseIterable {
  case jpeg, png

  /// At most 20 MB: a phone's full-resolution photo fits, a video does not.
  public static let maximumByteCount = 20 * 1024 * 1024

  /// The format `bytes` start with, or nil when they are neither JPEG nor PNG.
  init?(magicBytesOf bytes: Data) {
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
      self = .jpeg
    } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      self = .png
    } else {
      return nil
    }
  }

  /// The media type the bytes are served with.
  var mediaType: String { self == .jpeg ? "image/jpeg" : "image/png" }

  /// The format a `Content-Type` names (parameters ignored), nil for any other type.
  init?(mediaType: String) {
    let bare = mediaType.split(separator: ";").first?.trimmingCharacters(in: .whitespaces)
    switch bare?.lowercased() {
    case "image/jpeg": self = .jpeg
    case "image/png": self = .png
    default: return nil
    }
  }

  /// A SHA-256 as the API spells it: 64 hex digits, lowercased; nil otherwise.
  static func normalisedHash(_ text: String) -> String? {
    guard text.count == 64, text.allSatisfy(\.isHexDigit) else { return nil }
    return text.lowercased()
  }
}
