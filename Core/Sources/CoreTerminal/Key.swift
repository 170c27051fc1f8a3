/// A key the nurse pressed, decoded from the terminal's bytes.
///
/// Views map keys to layout-agnostic actions; nothing above CoreTerminal sees raw bytes.
public enum Key: Hashable, Sendable {
  case up, down, left, right
  case pageUp, pageDown, home, end
  case enter, escape, backspace, tab, delete
  /// Shift-Tab: back to the previous field.
  case backTab
  /// Ctrl-C: quits, whatever the screen.
  case interrupt
  /// Ctrl-D on an empty entry: the end of input.
  case endOfInput
  /// Ctrl with a letter, lower-case (`.control("a")` is Ctrl-A), for the letters that are
  /// not keys of their own: Ctrl-C, Ctrl-D, Ctrl-H (Backspace), Ctrl-I (Tab) and Ctrl-J and
  /// Ctrl-M (Enter) arrive as those keys.
  case control(Character)
  /// A printable character (letters, digits, punctuation, space, any Unicode).
  case character(Character)
  /// Text pasted while bracketed paste is on, whole: one key, so that its line breaks never
  /// act as Enter. Line breaks are "\n" whatever the terminal sent (CR, CR LF); every other
  /// character is as pasted, control characters included: a field refuses those by its rule.
  case paste(String)
  /// The mouse wheel turned up or down, wherever the pointer is: a list moves its selection.
  /// Reported only while mouse reporting is on (`SystemTerminal(mouse:)`).
  case wheelUp, wheelDown
  /// A press of the left button on the cell at `line` and `column`, both from 0 at the top
  /// left of the screen: a list picks the row drawn on that line. Reported only while mouse
  /// reporting is on; other buttons, releases and drags are never keys.
  case click(line: Int, column: Int)
}
