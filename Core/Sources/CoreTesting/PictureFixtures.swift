import CoreTerminal

extension PicturePixels {
  /// A picture of known pixels, four by four: a red, a green, a blue and a white quarter. The
  /// graphics protocols' tests and the photos screen's snapshots draw it.
  public static let quarters = PicturePixels(
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
}
