import CoreContract
import CorePhoto
import Foundation
import Testing

/// Real JPEG and PNG files (Fixtures/, made with Pillow: known pixels) through libjpeg-turbo
/// and libpng, and the damaged files a photo upload can be.
struct PhotoDecodingTests {
  static func fixture(_ name: String) throws -> Data {
    let url = try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))
    return try Data(contentsOf: url)
  }

  @Test func aPNGWithAnAlphaChannelGivesItsExactPixels() throws {
    let photo = try PhotoDecoding.decode(try Self.fixture("halves.png"), as: .png)
    #expect((photo.width, photo.height, photo.channels) == (16, 8, 4))
    #expect(Array(photo.pixel(x: 0, y: 0)) == [255, 0, 0, 255])
    #expect(Array(photo.pixel(x: 7, y: 7)) == [255, 0, 0, 255])
    #expect(Array(photo.pixel(x: 8, y: 0)) == [0, 0, 255, 128], "half transparent blue")
    #expect(Array(photo.pixel(x: 15, y: 7)) == [0, 0, 255, 128])
  }

  @Test func aJPEGGivesItsPixelsWithinItsLoss() throws {
    let photo = try PhotoDecoding.decode(try Self.fixture("green.jpg"), as: .jpeg)
    #expect((photo.width, photo.height, photo.channels) == (64, 48, 3))
    for (x, y) in [(0, 0), (31, 20), (63, 47)] {
      let pixel = Array(photo.pixel(x: x, y: y)).map(Int.init)
      #expect(abs(pixel[0] - 0) <= 3 && abs(pixel[1] - 128) <= 3 && abs(pixel[2] - 0) <= 3)
    }
  }

  @Test func aJPEGScalesWhileItDecodes() throws {
    let bytes = try Self.fixture("wound-like.jpg")
    try PhotoDecoding.check(bytes, as: .jpeg)
    let eighth = try PhotoDecoding.decode(bytes, as: .jpeg, scale: 8)
    #expect((eighth.width, eighth.height) == (80, 60))
    #expect(throws: PhotoDecoding.Failure.self) {
      try PhotoDecoding.decode(bytes, as: .jpeg, scale: 3)
    }
  }

  @Test func aCMYKJPEGKeepsItsFourChannels() throws {
    let photo = try PhotoDecoding.decode(try Self.fixture("cmyk.jpg"), as: .jpeg)
    #expect((photo.width, photo.height, photo.channels) == (8, 8, 4))
  }

  @Test func aTruncatedJPEGDoesNotDecode() throws {
    let bytes = try Self.fixture("wound-like.jpg")
    let error = #expect(throws: PhotoDecoding.Failure.self) {
      try PhotoDecoding.check(bytes.prefix(bytes.count / 2), as: .jpeg)
    }
    #expect(error?.reason.isEmpty == false, "the decoder's words say why")
  }

  @Test func magicBytesAloneAreNotAPhoto() {
    let pngSignature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(throws: PhotoDecoding.Failure.self) { try PhotoDecoding.check(pngSignature, as: .png) }
    let jpegStart = Data([0xFF, 0xD8, 0xFF, 0xE0])
    #expect(throws: PhotoDecoding.Failure.self) { try PhotoDecoding.check(jpegStart, as: .jpeg) }
  }

  @Test func aTruncatedPNGDoesNotDecode() throws {
    let bytes = try Self.fixture("halves.png")
    // Its IEND chunk is the last 12 bytes; 30 off cuts into the image data.
    #expect(throws: PhotoDecoding.Failure.self) {
      try PhotoDecoding.check(bytes.dropLast(30), as: .png)
    }
  }

  @Test func bytesOfTheOtherFormatDoNotDecode() throws {
    #expect(throws: PhotoDecoding.Failure.self) {
      try PhotoDecoding.check(try Self.fixture("green.jpg"), as: .png)
    }
    #expect(throws: PhotoDecoding.Failure.self) {
      try PhotoDecoding.check(try Self.fixture("halves.png"), as: .jpeg)
    }
  }

  @Test func aHeaderAskingForTooManyPixelsIsRefusedBeforeDecoding() {
    // A valid PNG of 100,000 × 100,000 pixels (10 gigapixels) as far as its header goes:
    // libpng reads up to the image data before the size is known.
    var ihdr: [UInt8] = []
    for value: UInt32 in [100_000, 100_000] { ihdr += value.bigEndianBytes }
    ihdr += [8, 6, 0, 0, 0]
    var header = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    header += Self.chunk("IHDR", ihdr) + Self.chunk("IDAT", []) + Self.chunk("IEND", [])
    let error = #expect(throws: PhotoDecoding.Failure.self) {
      try PhotoDecoding.check(header, as: .png)
    }
    #expect(error?.reason == "the image has more pixels than allowed")
  }
}

extension PhotoDecodingTests {
  /// A PNG chunk: its length, type, data and CRC.
  static func chunk(_ type: String, _ data: [UInt8]) -> Data {
    let typed = Data(type.utf8) + Data(data)
    return Data(UInt32(data.count).bigEndianBytes) + typed + Data(CRC32.of(typed).bigEndianBytes)
  }
}

extension UInt32 {
  fileprivate var bigEndianBytes: [UInt8] {
    [UInt8(self >> 24), UInt8(self >> 16 & 0xFF), UInt8(self >> 8 & 0xFF), UInt8(self & 0xFF)]
  }
}

/// PNG's chunk checksum (ISO 3309 CRC-32), for a header made by hand.
private enum CRC32 {
  static func of(_ bytes: Data) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
