/// A picture a graphics protocol draws (kitty's, sixel) in the lines of a frame.
///
/// The picture's rows are blank cells; the last row carries the image instead, drawn from the
/// rectangle's top-left corner with the cursor saved and restored around it. The last row,
/// because a row written after a sixel image erases the part of it that it covers: the rows
/// above are written by then, and the Navigator writes a row holding an image after every
/// other (`ScreenPainter`).
public enum TerminalGraphic {
  /// Whether `line` carries an image of either protocol: kitty's APC (`ESC _ G`) or a sixel
  /// DCS (`ESC P`).
  public static func holdsImage(_ line: String) -> Bool {
    line.contains(KittyImage.introducer) || line.contains("\u{1B}P")
  }

  /// Whether `line` carries a kitty image, which stays on screen until deleted.
  public static func holdsKittyImage(_ line: String) -> Bool {
    line.contains(KittyImage.introducer)
  }

  /// The command that deletes every kitty image placement on the screen.
  public static let deleteKittyImages = KittyImage.deleteAll

  /// `rows` lines of `columns` cells, blank, the last carrying `image` and skipping its cells
  /// with a cursor move instead of writing them (a written cell would erase a sixel). Before
  /// the image, an index (`ESC D`: down one row, scrolling at the bottom as a line feed
  /// would, keeping the column) makes sure a row exists under the picture: printed once at the
  /// bottom of the terminal, an image that moved the cursor below itself would scroll the
  /// screen away from where the cursor was saved.
  static func lines(_ image: String, columns: Int, rows: Int) -> [String] {
    let blank = String(repeating: " ", count: columns)
    let escape = "\u{1B}["
    let down = rows > 1 ? "\(escape)\(rows - 1)B" : ""
    let anchor =
      "\u{1B}D" + "\(escape)\(rows)A" + "\u{1B}7" + image + "\u{1B}8" + down
      + "\(escape)\(columns)C"
    return Array(repeating: blank, count: rows - 1) + [anchor]
  }
}
