import CoreContract

/// A photo stored on this machine, named by its content.
public struct Photo: Hashable, Sendable, Identifiable {
  /// The SHA-256 of the bytes, lowercase hex: the same bytes always have the same id.
  public var id: String
  /// JPEG or PNG, read from the bytes themselves.
  public var format: PhotoFormat
  /// The size of the file.
  public var byteCount: Int

  /// A photo with every field given.
  public init(id: String, format: PhotoFormat, byteCount: Int) {
    self.id = id
    self.format = format
    self.byteCount = byteCount
  }
}

/// The image formats a photo may have, recognised by their magic bytes (`PhotoFormat(magicBytesOf:)`,
/// `fileExtension`): the team's one vocabulary, from CoreContract.
public typealias PhotoFormat = CoreContract.PhotoFormat
