import CoreContract
import CorePhoto

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

/// A photo's pixels, decoded by Debian's libjpeg-turbo or libpng (`WoundLibrary.photoPixels`):
/// what a screen draws. From CorePhoto, the decoder the app and the server share.
public typealias DecodedPhoto = CorePhoto.DecodedPhoto

/// Why a stored photo's bytes could not be decoded (a file damaged on the disk): the
/// decoder's words. From CorePhoto.
public typealias PhotoUnreadable = CorePhoto.PhotoDecoding.Failure
