/// A picture as DEC sixel graphics: its pixels in the 256-colour palette the half blocks use
/// (the 6 × 6 × 6 cube and the greys, so the same photo gets the same colours in both, and the
/// output is the same on every run), six pixel rows a band.
enum SixelImage {
  /// `ESC P q`, the raster attributes (`"1;1;W;H`: square pixels, the size), a colour
  /// register for each colour used (`#n;2;r;g;b` in percent), then each band: per colour,
  /// its sixels run-length coded (`!n`), `$` back to the band's start, `-` to the next band.
  static func sequence(_ pixels: PicturePixels) -> String {
    let indexes = (0..<pixels.width * pixels.height).map {
      TerminalPicture.paletteIndex(pixels.pixel($0 % pixels.width, $0 / pixels.width)) - 16
    }
    var text = "\u{1B}Pq\"1;1;\(pixels.width);\(pixels.height)"
    for register in Set(indexes).sorted() {
      let colour = TerminalPicture.paletteColour(register + 16)
      let percent = [colour.red, colour.green, colour.blue].map { (Int($0) * 100 + 127) / 255 }
      text += "#\(register);2;\(percent[0]);\(percent[1]);\(percent[2])"
    }
    let bands = stride(from: 0, to: pixels.height, by: 6).map { top in
      band(indexes, width: pixels.width, top: top, bottom: min(top + 6, pixels.height))
    }
    return text + bands.joined(separator: "-") + "\u{1B}\\"
  }

  /// One band: a line of sixels for each register used in it, joined by `$`.
  private static func band(_ indexes: [Int], width: Int, top: Int, bottom: Int) -> String {
    var bits: [Int: [UInt8]] = [:]
    for y in top..<bottom {
      for x in 0..<width {
        let register = indexes[y * width + x]
        bits[register, default: Array(repeating: 0, count: width)][x] |= 1 << (y - top)
      }
    }
    return bits.keys.sorted().map { register in
      "#\(register)" + runs(bits[register]!)
    }.joined(separator: "$")
  }

  /// The sixel characters (63 + the six bits) of a line, a run of four or more as `!n` and a
  /// trailing run of empty sixels left out.
  private static func runs(_ line: [UInt8]) -> String {
    var end = line.count
    while end > 0 && line[end - 1] == 0 { end -= 1 }
    var text = ""
    var index = 0
    while index < end {
      var next = index + 1
      while next < end && line[next] == line[index] { next += 1 }
      let character = String(UnicodeScalar(63 + line[index]))
      let count = next - index
      text += count >= 4 ? "!\(count)\(character)" : String(repeating: character, count: count)
      index = next
    }
    return text
  }
}
