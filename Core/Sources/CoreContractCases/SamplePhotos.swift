import Foundation

/// The smallest real photos, for tests of every package: they decode (the app and the server
/// refuse bytes that do not), and bytes appended after them keep them decodable (a JPEG ends at
/// its EOI marker, a PNG at its IEND chunk), so `jpeg(distinctBy:)` makes as many distinct
/// photos, of any size, as a test needs.
public enum SamplePhotos {
  /// An 8 × 8 grey JPEG (159 bytes, made with Pillow).
  public static let jpeg = Data(
    base64Encoded:
      "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4"
      + "UG1RV19iZ2hnPk1xeXBkeFxlZ2P/wAALCAAIAAgBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAA"
      + "AAAAAAAAAAAAAAD/2gAIAQEAAD8AP//Z"
  )!

  /// A 1 × 1 RGB PNG (69 bytes, made with Pillow).
  public static let png = Data(
    base64Encoded:
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mM4EWADAAM4AVWt1/yBAAAAAElFTkSuQmCC"
  )!

  /// `jpeg` followed by `tail`: a distinct photo that still decodes.
  public static func jpeg(distinctBy tail: String) -> Data { jpeg + Data(tail.utf8) }

  /// `png` followed by `tail`: a distinct photo that still decodes.
  public static func png(distinctBy tail: String) -> Data { png + Data(tail.utf8) }
}
