import CorePhoto
import Foundation
import LibPatient

/// A small copy of each photo's pixels, kept in `photos/fitted/` beside the photos, so the
/// screens draw a photo without decoding its bytes each time (docs/speed.md, "Photos in the
/// terminal"). The copy is the decoded photo (RGB, RGBA or CMYK, as decoded) averaged down to
/// at most `fittedSide` pixels a side: more than a terminal's cells show.
///
/// A copy is made when a photo is added here or downloaded by a sync, else (a store from
/// before the copies) the first time it is shown. It is a cache: a copy that is missing,
/// damaged or of an older layout is made again from the photo, never shown; the photo stays
/// the record.
extension PhotoVault {
  /// The longest side of a fitted copy, in pixels.
  static let fittedSide = 512

  /// `NURSEFIT` then the width, height and channels (32-bit little-endian), then the pixels.
  private static let fittedMagic = Data("NURSEFIT".utf8)

  private var fittedDirectory: URL { directory.appendingPathComponent("fitted") }

  private func fittedURL(of photo: Photo) -> URL {
    fittedDirectory.appendingPathComponent("\(photo.id).fit")
  }

  /// The photo's fitted copy: read when it is kept, else decoded from its bytes, fitted and
  /// kept (a copy that cannot be written, a full disk, is still returned). Throws
  /// `PhotoUnreadable` for bytes that do not decode.
  func fittedPixels(of photo: Photo) throws -> DecodedPhoto {
    if let kept = try? Data(contentsOf: fittedURL(of: photo)), let pixels = Self.read(kept) {
      return pixels
    }
    let fitted = Self.fit(try decoded(photo), side: Self.fittedSide)
    try? keep(fitted, of: photo)
    return fitted
  }

  /// The photo decoded at least as large as a fitted copy when it can be: a JPEG at an eighth
  /// of its size (libjpeg scales as it reads, so a 12-megapixel photo costs little), again at
  /// a larger scale when an eighth is smaller than the copy (a small photo, cheap to decode).
  private func decoded(_ photo: Photo) throws -> DecodedPhoto {
    let bytes = try bytes(of: photo)
    let eighth = try PhotoDecoding.decode(bytes, as: photo.format, scale: 8)
    let whole = max(eighth.width, eighth.height) * 8
    guard photo.format == .jpeg, whole < Self.fittedSide * 8 else { return eighth }
    let scale = [4, 2, 1].first { whole / $0 >= Self.fittedSide } ?? 1
    return try PhotoDecoding.decode(bytes, as: photo.format, scale: scale)
  }

  /// Makes the fitted copy of a photo just added, unless it is there: best effort, a photo
  /// that cannot be fitted now is fitted when first shown.
  func makeFittedCopy(of photo: Photo) {
    guard !FileManager.default.fileExists(atPath: fittedURL(of: photo).path) else { return }
    _ = try? fittedPixels(of: photo)
  }

  /// Removes the photo's fitted copy, with the photo.
  func removeFittedCopy(of photo: Photo) {
    try? FileManager.default.removeItem(at: fittedURL(of: photo))
  }

  private func keep(_ pixels: DecodedPhoto, of photo: Photo) throws {
    try createDirectoryIfNeeded(fittedDirectory)
    var data = Self.fittedMagic
    for value in [pixels.width, pixels.height, pixels.channels] {
      withUnsafeBytes(of: UInt32(value).littleEndian) { data.append(contentsOf: $0) }
    }
    data.append(contentsOf: pixels.pixels)
    _ = try writeNew(data, to: fittedURL(of: photo), temporaryPrefix: ".\(photo.id).")
  }

  /// The copy `data` holds; nil unless it is whole and of this layout.
  static func read(_ data: Data) -> DecodedPhoto? {
    let header = fittedMagic.count + 12
    guard data.count >= header, data.prefix(fittedMagic.count) == fittedMagic else { return nil }
    let numbers = (0..<3).map { index in
      data.dropFirst(fittedMagic.count + 4 * index).prefix(4).reversed()
        .reduce(0) { $0 << 8 | Int($1) }
    }
    let (width, height, channels) = (numbers[0], numbers[1], numbers[2])
    guard (1...fittedSide).contains(width), (1...fittedSide).contains(height),
      (1...4).contains(channels), data.count == header + width * height * channels
    else { return nil }
    return DecodedPhoto(
      width: width,
      height: height,
      channels: channels,
      pixels: [UInt8](data.dropFirst(header))
    )
  }

  /// `photo` averaged down by a whole factor until no side is over `side` pixels; as it is
  /// when it fits. Each pixel of the copy is the mean of the block it stands for, channel by
  /// channel, so noise and fine texture keep their tone instead of aliasing.
  static func fit(_ photo: DecodedPhoto, side: Int) -> DecodedPhoto {
    let longest = max(photo.width, photo.height)
    guard longest > side else { return photo }
    let factor = (longest + side - 1) / side
    let width = max(1, photo.width / factor)
    let height = max(1, photo.height / factor)
    let channels = photo.channels
    var sums = [Int](repeating: 0, count: width * channels)
    var pixels = [UInt8](repeating: 0, count: width * height * channels)
    photo.pixels.withUnsafeBufferPointer { source in
      for row in 0..<height {
        for index in sums.indices { sums[index] = 0 }
        for y in row * factor..<(row + 1) * factor {
          let line = y * photo.width * channels
          for column in 0..<width {
            let start = line + column * factor * channels
            for x in 0..<factor {
              let pixel = start + x * channels
              for channel in 0..<channels {
                sums[column * channels + channel] += Int(source[pixel + channel])
              }
            }
          }
        }
        let count = factor * factor
        for index in sums.indices {
          pixels[row * width * channels + index] = UInt8(sums[index] / count)
        }
      }
    }
    return DecodedPhoto(width: width, height: height, channels: channels, pixels: pixels)
  }
}
