/// Draws a picture as lines of terminal text.
public enum TerminalPicture {
  /// The cells a picture of `width` × `height` pixels takes when fitted into `columns` ×
  /// `rows` cells, its shape kept (a cell is about twice as tall as wide, and holds two pixels
  /// one above the other).
  public static func cells(width: Int, height: Int, columns: Int, rows: Int) -> (
    columns: Int, rows: Int
  ) {
    guard width > 0, height > 0, columns > 0, rows > 0 else { return (0, 0) }
    // Pixels a cell: one across, two down: the pixel grid is columns × (2 × rows).
    let scale = min(Double(columns) / Double(width), Double(2 * rows) / Double(height))
    let across = max(1, min(columns, Int((Double(width) * scale).rounded())))
    let down = max(1, min(rows, Int((Double(height) * scale / 2).rounded())))
    return (across, down)
  }

  /// `pixels` fitted into `columns` × `rows` cells and drawn in `mode`: one string a row, each
  /// the picture's width in cells. Colours are set only where they change, so a photo's
  /// half-block frame over a slow link is a few kilobytes, not the photo. In kitty's and sixel
  /// modes the rows are blank cells and the last carries the image (`TerminalGraphic`).
  ///
  /// `cell` is the terminal's cell in pixels, which a sixel image is made to fit.
  public static func lines(
    _ pixels: PicturePixels,
    columns: Int,
    rows: Int,
    mode: PictureMode,
    cell: CellPixels = .assumed
  ) -> [String] {
    let size = cells(width: pixels.width, height: pixels.height, columns: columns, rows: rows)
    guard size.columns > 0 else { return [] }
    switch mode {
    case .kitty:
      let sent = KittyImage.cellPixels
      let fitted = pixels.resized(width: size.columns * sent.width, height: size.rows * sent.height)
      let image = KittyImage.sequence(fitted, columns: size.columns, rows: size.rows)
      return TerminalGraphic.lines(image, columns: size.columns, rows: size.rows)
    case .sixel:
      // Whole bands only: a last band cut short would still take six rows of pixels.
      let height = max(6, size.rows * cell.height / 6 * 6)
      let fitted = pixels.resized(width: size.columns * cell.width, height: height)
      let image = SixelImage.sequence(fitted)
      return TerminalGraphic.lines(image, columns: size.columns, rows: size.rows)
    case .plain, .halfBlocksTrueColor, .halfBlocks256:
      break
    }
    let grid = pixels.resized(width: size.columns, height: size.rows * 2)
    return (0..<size.rows).map { row in
      switch mode {
      case .plain: plainLine(grid, row: row)
      default: halfBlockLine(grid, row: row, mode: mode)
      }
    }
  }

  /// The upper half block: its foreground is the top pixel, its background the bottom one.
  static let upperHalf = "\u{2580}"
  /// Characters from dark to bright: a dark terminal shows bright pixels as dense ink.
  static let ramp = Array(" .:-=+*#%@")

  private static func halfBlockLine(_ grid: PicturePixels, row: Int, mode: PictureMode)
    -> String
  {
    var line = ""
    var last: (top: String, bottom: String)?
    for x in 0..<grid.width {
      let top = colour(grid.pixel(x, 2 * row), mode: mode)
      let bottom = colour(grid.pixel(x, 2 * row + 1), mode: mode)
      if last?.top != top { line += "\u{1B}[38;\(top)m" }
      if last?.bottom != bottom { line += "\u{1B}[48;\(bottom)m" }
      last = (top, bottom)
      line += upperHalf
    }
    return line + "\u{1B}[0m"
  }

  private static func plainLine(_ grid: PicturePixels, row: Int) -> String {
    String(
      (0..<grid.width).map { x in
        // Both pixels of the cell, averaged: one character stands for them.
        let luma = (grid.pixel(x, 2 * row).luma + grid.pixel(x, 2 * row + 1).luma) / 2
        return ramp[luma * (ramp.count - 1) / 255]
      }
    )
  }

  /// The SGR colour parameters after `38;` or `48;`.
  private static func colour(_ pixel: RGB, mode: PictureMode) -> String {
    switch mode {
    case .halfBlocks256: "5;\(paletteIndex(pixel))"
    default: "2;\(pixel.red);\(pixel.green);\(pixel.blue)"
    }
  }

  /// The nearest colour of xterm's 256-colour palette: its 6 × 6 × 6 cube or its grey ramp.
  static func paletteIndex(_ pixel: RGB) -> Int {
    let levels = cubeLevels
    let nearest = nearestLevel
    let (r, g, b) = (nearest[Int(pixel.red)], nearest[Int(pixel.green)], nearest[Int(pixel.blue)])
    let cube = 16 + 36 * r + 6 * g + b
    let cubeError = squaredDistance(pixel, (levels[r], levels[g], levels[b]))
    // The grey ramp: 24 steps from 8 to 238.
    let average = (Int(pixel.red) + Int(pixel.green) + Int(pixel.blue)) / 3
    let step = min(23, max(0, (average - 8 + 5) / 10))
    let grey = 8 + 10 * step
    let greyError = squaredDistance(pixel, (grey, grey, grey))
    return greyError < cubeError ? 232 + step : cube
  }

  /// The six levels of each primary in xterm's colour cube.
  static let cubeLevels = [0, 95, 135, 175, 215, 255]

  /// For each byte, the index of the cube level nearest it (the lower on a tie), worked out
  /// once: a sixel photo asks it of every pixel.
  private static let nearestLevel: [Int] = (0...255).map { value in
    cubeLevels.indices.min { abs(cubeLevels[$0] - value) < abs(cubeLevels[$1] - value) }!
  }

  /// The colour of entry `index` (16-255) of xterm's 256-colour palette.
  static func paletteColour(_ index: Int) -> RGB {
    guard index < 232 else {
      let grey = UInt8(8 + 10 * (index - 232))
      return RGB(red: grey, green: grey, blue: grey)
    }
    let cube = index - 16
    let level = { UInt8(cubeLevels[$0]) }
    return RGB(red: level(cube / 36), green: level(cube / 6 % 6), blue: level(cube % 6))
  }

  private static func squaredDistance(_ pixel: RGB, _ other: (Int, Int, Int)) -> Int {
    let dr = Int(pixel.red) - other.0
    let dg = Int(pixel.green) - other.1
    let db = Int(pixel.blue) - other.2
    return dr * dr + dg * dg + db * db
  }
}
