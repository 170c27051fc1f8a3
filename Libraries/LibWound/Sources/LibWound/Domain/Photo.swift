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
