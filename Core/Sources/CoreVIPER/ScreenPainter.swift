import CoreTerminal

/// Turns a frame of lines into the text that repaints the terminal.
enum ScreenPainter {
  /// Home, then each line after clearing its row. The row is cleared before it is written,
  /// not after: a line that fills the last column leaves the cursor on it, and "erase to end
  /// of line" there would erase that last character.
  static func paint(_ lines: [String]) -> String {
    "\u{1B}[H" + lines.map { "\u{1B}[2K" + $0 }.joined(separator: "\r\n")
  }

  /// Only the rows that differ from `previous`, each reached by its position: a key that moves
  /// a selection rewrites two rows, not the screen (a terminal over ssh or tmux pays for every
  /// byte). The whole frame when there is no previous one of the same height, or when `whole`
  /// (after a resize).
  ///
  /// A frame with a kitty or sixel image (`TerminalGraphic`), or after one, is written whole
  /// whenever it changes: kitty's images are deleted first (they stay on screen, under the
  /// new text, until deleted), and the rows carrying an image go after every other row (a row
  /// written after a sixel erases the part of it that it covers).
  static func paint(_ lines: [String], over previous: [String]?, whole: Bool = false) -> String {
    let hadImages = previous?.contains(where: TerminalGraphic.holdsImage) ?? false
    guard hadImages || lines.contains(where: TerminalGraphic.holdsImage) else {
      guard !whole, let previous, previous.count == lines.count else { return paint(lines) }
      return lines.indices.filter { lines[$0] != previous[$0] }.map { row(lines, $0) }.joined()
    }
    if !whole, previous == lines { return "" }
    let hadKitty = previous?.contains(where: TerminalGraphic.holdsKittyImage) ?? false
    let (images, text) = lines.indices.reduce(into: ([Int](), [Int]())) { split, index in
      if TerminalGraphic.holdsImage(lines[index]) {
        split.0.append(index)
      } else {
        split.1.append(index)
      }
    }
    return (hadKitty ? TerminalGraphic.deleteKittyImages : "")
      + (text + images).map { row(lines, $0) }.joined()
  }

  /// Row `index` of `lines`, reached by its position and cleared first.
  private static func row(_ lines: [String], _ index: Int) -> String {
    "\u{1B}[\(index + 1);1H\u{1B}[2K" + lines[index]
  }
}
