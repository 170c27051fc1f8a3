/// An image to draw in a terminal: RGB pixels, row after row from the top. CoreTerminal draws
/// it; decoding a file into it is CorePhoto's job, not the terminal's.
public struct PicturePixels: Equatable, Sendable {
  /// Pixels across.
  public var width: Int
  /// Pixels down.
  public var height: Int
  /// Three bytes a pixel (red, green, blue), `width * height * 3` in all.
  public var rgb: [UInt8]

  /// A picture of `width` × `height` pixels; `rgb` holds three bytes a pixel.
  public init(width: Int, height: Int, rgb: [UInt8]) {
    precondition(rgb.count == width * height * 3, "three bytes a pixel")
    self.width = width
    self.height = height
    self.rgb = rgb
  }

  /// Pixels of `channels` bytes each (1 grey, 3 RGB, 4 RGBA over black, 4 CMYK as Adobe
  /// writes it, inverted), as a decoder gives them, made RGB.
  public init(width: Int, height: Int, channels: Int, pixels: [UInt8], isCMYK: Bool = false) {
    var rgb = [UInt8]()
    rgb.reserveCapacity(width * height * 3)
    for start in stride(from: 0, to: width * height * channels, by: channels) {
      switch channels {
      case 1:
        rgb += [pixels[start], pixels[start], pixels[start]]
      case 3:
        rgb += pixels[start..<start + 3]
      case 4 where isCMYK:
        // Adobe's CMYK JPEGs are stored inverted: each byte is already 255 minus the ink.
        let k = Int(pixels[start + 3])
        rgb += (0..<3).map { UInt8(Int(pixels[start + $0]) * k / 255) }
      default:
        // RGBA: over a black background, as a terminal's is.
        let alpha = Int(pixels[start + 3])
        rgb += (0..<3).map { UInt8(Int(pixels[start + $0]) * alpha / 255) }
      }
    }
    self.init(width: width, height: height, rgb: rgb)
  }

  /// The pixel at column `x`, row `y`.
  func pixel(_ x: Int, _ y: Int) -> RGB {
    let start = (y * width + x) * 3
    return RGB(red: rgb[start], green: rgb[start + 1], blue: rgb[start + 2])
  }

  /// The picture averaged down (or repeated up) to `width` × `height` pixels: each new pixel is
  /// the mean of the source pixels its area covers, so a photo keeps its colours when small.
  func resized(width newWidth: Int, height newHeight: Int) -> PicturePixels {
    var out = [UInt8]()
    out.reserveCapacity(newWidth * newHeight * 3)
    for y in 0..<newHeight {
      let top = y * height / newHeight
      let bottom = max(top + 1, (y + 1) * height / newHeight)
      for x in 0..<newWidth {
        let left = x * width / newWidth
        let right = max(left + 1, (x + 1) * width / newWidth)
        var sums = (0, 0, 0)
        for sourceY in top..<bottom {
          for sourceX in left..<right {
            let pixel = self.pixel(sourceX, sourceY)
            sums.0 += Int(pixel.red)
            sums.1 += Int(pixel.green)
            sums.2 += Int(pixel.blue)
          }
        }
        let count = (bottom - top) * (right - left)
        out += [UInt8(sums.0 / count), UInt8(sums.1 / count), UInt8(sums.2 / count)]
      }
    }
    return PicturePixels(width: newWidth, height: newHeight, rgb: out)
  }
}

/// One pixel's colour.
struct RGB: Equatable {
  var red: UInt8
  var green: UInt8
  var blue: UInt8

  /// Perceived brightness, 0-255 (ITU-R BT.601 weights).
  var luma: Int { (299 * Int(red) + 587 * Int(green) + 114 * Int(blue)) / 1000 }
}
