import CoreContract
import CorePhotoCodecs
import Foundation

/// A photo's bytes read as the image they claim to be, with Debian's libjpeg-turbo and libpng:
/// the check that a photo is a photo (`check`), and its pixels for drawing it (`decode`).
public enum PhotoDecoding {
  /// More pixels than any camera a nurse carries makes (a 200-megapixel sensor): a file
  /// declaring more is refused before anything is allocated, so a few bytes cannot ask for
  /// gigabytes.
  public static let maximumPixelCount: Int64 = 200_000_000

  /// Why bytes are not a photo of their format.
  public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
    /// What the decoder said, in its words ("Premature end of JPEG file").
    public var reason: String
    public var description: String { reason }

    /// A failure in `reason`'s words.
    public init(reason: String) { self.reason = reason }
  }

  /// Throws `Failure` unless every byte of the image decodes as `format`: a truncated file, a
  /// damaged one, or magic bytes followed by anything else all fail. Keeps no pixels (a JPEG
  /// is decoded at an eighth of its size, a PNG to one byte a pixel).
  public static func check(_ bytes: Data, as format: PhotoFormat) throws(Failure) {
    _ = try run(bytes, format, keep: false, scale: 8)
  }

  /// The image's pixels, RGB or RGBA, at 1/`scale` of its size for a JPEG (1, 2, 4 or 8:
  /// libjpeg scales as it decodes) and full size for a PNG.
  public static func decode(_ bytes: Data, as format: PhotoFormat, scale: Int = 1) throws(Failure)
    -> DecodedPhoto
  {
    guard [1, 2, 4, 8].contains(scale) else { throw Failure(reason: "scale must be 1, 2, 4 or 8") }
    // `run` returns a photo when asked to keep the pixels.
    guard let photo = try run(bytes, format, keep: true, scale: scale) else {
      throw Failure(reason: "no pixels")
    }
    return photo
  }

  private static func run(_ bytes: Data, _ format: PhotoFormat, keep: Bool, scale: Int)
    throws(Failure) -> DecodedPhoto?
  {
    var image = core_photo_image()
    var (width, height): (Int32, Int32) = (0, 0)
    let capacity = 200
    var message = [CChar](repeating: 0, count: capacity)
    let result = bytes.withUnsafeBytes { raw -> core_photo_result in
      let base = raw.bindMemory(to: UInt8.self).baseAddress
      return withUnsafeMutablePointer(to: &image) { imagePointer in
        let kept = keep ? imagePointer : nil
        switch format {
        case .jpeg:
          return core_photo_decode_jpeg(
            base,
            raw.count,
            Int32(scale),
            maximumPixelCount,
            kept,
            &width,
            &height,
            &message,
            capacity
          )
        case .png:
          return core_photo_decode_png(
            base,
            raw.count,
            maximumPixelCount,
            kept,
            &width,
            &height,
            &message,
            capacity
          )
        }
      }
    }
    guard result == core_photo_decoded else {
      let said = String(
        decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) },
        as: UTF8.self
      )
      throw Failure(reason: said.isEmpty ? "the bytes do not decode" : said)
    }
    guard keep, let pixels = image.pixels else { return nil }
    defer { core_photo_free(&image) }
    let count = Int(image.width) * Int(image.height) * Int(image.channels)
    return DecodedPhoto(
      width: Int(image.width),
      height: Int(image.height),
      channels: Int(image.channels),
      pixels: [UInt8](UnsafeBufferPointer(start: pixels, count: count))
    )
  }
}

/// A decoded photo: `width` × `height` pixels of `channels` bytes each (3 RGB, 4 RGBA or
/// CMYK), row after row from the top.
public struct DecodedPhoto: Equatable, Sendable {
  /// Pixels across.
  public var width: Int
  /// Pixels down.
  public var height: Int
  /// Bytes a pixel.
  public var channels: Int
  /// The pixels, `width * height * channels` bytes.
  public var pixels: [UInt8]

  /// A photo of `width` × `height` pixels of `channels` bytes each, row after row.
  public init(width: Int, height: Int, channels: Int, pixels: [UInt8]) {
    self.width = width
    self.height = height
    self.channels = channels
    self.pixels = pixels
  }

  /// The pixel at column `x`, row `y`: its channels' bytes.
  public func pixel(x: Int, y: Int) -> ArraySlice<UInt8> {
    let start = (y * width + x) * channels
    return pixels[start..<start + channels]
  }
}

extension PhotoDecoding {
  /// The rule every photo meets, in the app and on the server alike (docs/clinical-rules.md,
  /// "Photo"): its bytes decode as `format`, not only start with its magic bytes. nil when
  /// they do; else the refusal naming `field`, with the decoder's words.
  public static func violation(of bytes: Data, as format: PhotoFormat, field: String)
    -> RuleViolation?
  {
    do {
      try check(bytes, as: format)
      return nil
    } catch {
      let name = format.rawValue.uppercased()
      return RuleViolation(field: field, reason: "does not decode as a \(name) image (\(error))")
    }
  }
}
