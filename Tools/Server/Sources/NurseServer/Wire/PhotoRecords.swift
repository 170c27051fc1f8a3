import CoreContract
import Foundation

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

/// Photo bytes as the server serves them.
public struct StoredPhoto: Sendable {
  public var format: PhotoFormat
  public var bytes: Data
}

extension PhotoFormat {
  /// The format a `Content-Type` names (parameters ignored), nil for any other type.
  init?(mediaType: String) {
    let bare = mediaType.split(separator: ";").first?.trimmingCharacters(in: .whitespaces)
    switch bare?.lowercased() {
    case "image/jpeg": self = .jpeg
    case "image/png": self = .png
    default: return nil
    }
  }
}
