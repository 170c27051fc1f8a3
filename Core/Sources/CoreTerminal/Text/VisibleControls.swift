/// How `visibleControls` shows the whitespace controls a text may hold (tab, line feed). A
/// carriage return always shows as `␍`: no text the team writes holds one.
public enum VisibleWhitespace: Sendable {
  /// As spaces: a field keeps to its line and the layout's width arithmetic holds.
  case asSpaces
  /// As their control pictures (`␉`, `␊`), where the exact value matters (a conflict's
  /// two values side by side).
  case asPictures
}

extension String {
  /// The text with every control character shown instead of obeyed: the one way every screen
  /// and printer shows text that came from a store or the server.
  ///
  /// Text from anyone is hostile until shown safe: a record pulled from the server is stored
  /// as a colleague's app sent it, and if a control character ever slipped past the team's
  /// rules, an ESC printed raw could rewrite the nurse's terminal. C0 controls and DEL become
  /// their Unicode control pictures (`␛`, `␡`), a C1 control or a bidirectional override or
  /// isolate (which would show the text in another order than it was written) becomes `�`.
  public func visibleControls(whitespace: VisibleWhitespace = .asSpaces) -> String {
    var result = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      switch scalar.value {
      case 0x00..<0x20:
        let isWhitespace = scalar.value == 0x09 || scalar.value == 0x0A
        if isWhitespace && whitespace == .asSpaces {
          result.append(" ")
        } else {
          result.append(Unicode.Scalar(0x2400 + scalar.value)!)
        }
      case 0x7F: result.append("\u{2421}")
      case 0x80..<0xA0, 0x202A...0x202E, 0x2066...0x2069: result.append("\u{FFFD}")
      default: result.append(scalar)
      }
    }
    return String(result)
  }
}
