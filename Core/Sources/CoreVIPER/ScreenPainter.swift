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
  /// byte). The whole frame when there is no previous one of the same height.
  static func paint(_ lines: [String], over previous: [String]?) -> String {
    guard let previous, previous.count == lines.count else { return paint(lines) }
    var text = ""
    for (row, line) in lines.enumerated() where line != previous[row] {
      text += "\u{1B}[\(row + 1);1H\u{1B}[2K" + line
    }
    return text
  }
}
