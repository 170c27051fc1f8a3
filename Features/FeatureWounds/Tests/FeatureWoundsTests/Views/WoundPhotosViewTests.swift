import CoreTerminal
import CoreTesting
import Testing

@testable import FeatureWounds

/// Text snapshots of the Wound Photos screen: three photos side by side, plain and in 256
/// colours, with a placeholder; a wound without photos.
@MainActor
struct WoundPhotosViewTests {
  /// A 4 × 4 photo: a dark left half, a bright right half.
  static let halves = PicturePixels(
    width: 4,
    height: 4,
    rgb: (0..<16).flatMap { $0 % 4 < 2 ? [20, 20, 20] : [230, 230, 230] as [UInt8] }
  )

  static let data = WoundPhotosViewData(
    title: "Photos · Venous leg ulcer · left lower leg",
    content: .panels([
      .init(picture: .pixels(halves), caption: ["2025-05-01", "12.0 cm² · PUSH 12"]),
      .init(
        picture: .placeholder("Photo 4540215f not yet received"),
        caption: ["2025-05-22", "not measured"]
      ),
      .init(picture: .pixels(halves), caption: ["2025-05-29", "6.0 cm² · PUSH 8"]),
    ]),
    position: "Photos 1, 4, 5 of 5"
  )

  @Test func threePhotosPlain() {
    assertLines(
      of: WoundPhotosView(styling: .plain, mode: .plain),
      for: Self.data,
      widths: [60],
      rows: 12
    )
  }

  @Test func threePhotosIn256Colours() {
    assertLines(
      of: WoundPhotosView(styling: .plain, mode: .halfBlocks256),
      for: Self.data,
      widths: [60],
      rows: 12
    )
  }

  @Test func noPhotoYet() {
    let data = WoundPhotosViewData(
      title: "Photos · Venous leg ulcer · left lower leg",
      content: .empty(message: "No photo of this wound yet: `a` on the wound assesses it."),
      position: nil
    )
    assertLines(of: WoundPhotosView(styling: .plain, mode: .plain), for: data)
  }
}
