import CoreTerminal
import CoreTesting
import Testing

@testable import FeatureWounds

/// Text snapshots of the Wound Photos screen in each way a terminal draws a photo, from a photo
/// of known pixels, every escape written `␛` so that the colours and images read as text. Plain
/// and 256 colours: WoundPhotosViewTests.
@MainActor
struct WoundPhotosModesTests {
  /// Four by four: a red, a green, a blue and a white quarter.
  static let quarters = PicturePixels(
    width: 4,
    height: 4,
    rgb: (0..<16).flatMap { index -> [UInt8] in
      switch (index % 4 < 2, index / 4 < 2) {
      case (true, true): [255, 0, 0]
      case (false, true): [0, 255, 0]
      case (true, false): [0, 0, 255]
      case (false, false): [255, 255, 255]
      }
    }
  )

  static let data = WoundPhotosViewData(
    title: "Photos · Pressure injury · sacrum",
    content: .panels([
      .init(picture: .pixels(quarters), caption: ["2025-05-01", "4.0 cm² · PUSH 9"]),
      .init(picture: .placeholder("Photo 4540215f not yet received"), caption: ["2025-05-29"]),
    ]),
    position: "Photos 1, 2 of 2"
  )

  func assertMode(_ mode: PictureMode, testName: String = #function) {
    assertLines(
      of: WoundPhotosView(styling: .plain, mode: mode),
      for: Self.data,
      widths: [30],
      rows: 8,
      showsEscapes: true,
      testName: testName
    )
  }

  @Test func kitty() { assertMode(.kitty) }
  @Test func sixel() { assertMode(.sixel) }
  @Test func halfBlocksInTrueColour() { assertMode(.halfBlocksTrueColor) }
  @Test func halfBlocksIn256Colours() { assertMode(.halfBlocks256) }
  @Test func plain() { assertMode(.plain) }
}
