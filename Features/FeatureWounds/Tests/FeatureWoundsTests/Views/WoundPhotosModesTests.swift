import CoreTerminal
import CoreTesting
import Testing

@testable import FeatureWounds

/// Text snapshots of the Wound Photos screen in each way a terminal draws a photo, from a photo
/// of known pixels, every escape written `␛` so that the colours and images read as text. Plain
/// and 256 colours: WoundPhotosViewTests.
@MainActor
struct WoundPhotosModesTests {
  /// Four by four: a red, a green, a blue and a white quarter (CoreTesting).
  static let quarters = PicturePixels.quarters

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
