/// A key the nurse pressed, decoded from the terminal's bytes.
///
/// Views map keys to layout-agnostic actions; nothing above CoreTerminal sees raw bytes.
public enum Key: Hashable, Sendable {
  case up, down, left, right
  case pageUp, pageDown, home, end
  case enter, escape, backspace, tab, delete
  /// Ctrl-C: quits, whatever the screen.
  case interrupt
  /// Ctrl-D on an empty entry: the end of input.
  case endOfInput
  /// A printable character (letters, digits, punctuation, space, any Unicode).
  case character(Character)
}
