import CoreContract

/// A photo attached to an assessment in this store, named by its content.
public struct Photo: Hashable, Sendable, Identifiable {
  /// The SHA-256 of the bytes, lowercase hex: the same bytes always have the same id.
  public var id: String
  /// JPEG or PNG, read from the bytes themselves (or, while pending, as its attachment says).
  public var format: PhotoFormat
  /// The size of the file.
  public var byteCount: Int
  /// True while its bytes are not on this machine: a colleague's photo whose upload has not
  /// finished, whose attachment came first. A later sync fetches the bytes.
  public var isPending: Bool

  /// A photo with every field given.
  public init(id: String, format: PhotoFormat, byteCount: Int, isPending: Bool = false) {
    self.id = id
    self.format = format
    self.byteCount = byteCount
    self.isPending = isPending
  }
}

/// The image formats a photo may have, recognised by their magic bytes (`PhotoFormat(magicBytesOf:)`,
/// `fileExtension`): the team's one vocabulary, from CoreContract.
public typealias PhotoFormat = CoreContract.PhotoFormat
