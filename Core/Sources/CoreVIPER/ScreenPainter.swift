/// Turns a frame of lines into the text that repaints the whole terminal.
enum ScreenPainter {
  /// Home, then each line after clearing its row. The row is cleared before it is written,
  /// not after: a line that fills the last column leaves the cursor on it, and "erase to end
  /// of line" there would erase that last character.
  static func paint(_ lines: [String]) -> String {
    "\u{1B}[H" + lines.map { "\u{1B}[2K" + $0 }.joined(separator: "\r\n")
  }

}
