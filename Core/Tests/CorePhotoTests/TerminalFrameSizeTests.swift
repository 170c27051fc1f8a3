import CorePhoto
import CoreTerminal
import Foundation
import Testing

/// What a photo costs over the link in each way of drawing it: a real 640 × 480 photo, two
/// side by side as the photos screen shows them at 80 × 24 (39 cells by at most 19 rows each).
/// docs/manual.md gives these figures; the ceilings keep them honest.
struct TerminalFrameSizeTests {
  static func frameBytes(_ mode: PictureMode) throws -> Int {
    let url = try #require(
      Bundle.module.url(forResource: "Fixtures/wound-like.jpg", withExtension: nil)
    )
    let photo = try PhotoDecoding.decode(try Data(contentsOf: url), as: .jpeg)
    let pixels = PicturePixels(
      width: photo.width,
      height: photo.height,
      channels: photo.channels,
      pixels: photo.pixels
    )
    let lines = TerminalPicture.lines(pixels, columns: 39, rows: 19, mode: mode)
    return 2 * lines.joined(separator: "\r\n").utf8.count
  }

  @Test(arguments: [
    (PictureMode.plain, 2_000), (.halfBlocks256, 6_000), (.halfBlocksTrueColor, 50_000),
    (.kitty, 50_000), (.sixel, 50_000),
  ])
  func aTwoPhotoFrameStaysUnder(mode: PictureMode, ceiling: Int) throws {
    let bytes = try Self.frameBytes(mode)
    #expect(bytes < ceiling)
  }
}
