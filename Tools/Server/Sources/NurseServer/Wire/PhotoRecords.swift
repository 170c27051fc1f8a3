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
