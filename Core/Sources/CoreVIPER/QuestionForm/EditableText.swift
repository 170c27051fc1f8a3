/// One change a nurse makes to the text of a field: layout-agnostic, so a view maps keys to
/// it (`TextEdit(key:)`) and a presenter applies it to its `EditableText`.
public enum TextEdit: Hashable, Sendable {
  /// Typed or pasted text, put in at the cursor.
  case insert(String)
  /// One character to the left or right (←/→).
  case moveLeft, moveRight
  /// To the start or the end of the text (Home/End, Ctrl-A/Ctrl-E).
  case moveToStart, moveToEnd
  /// The character before the cursor (Backspace).
  case deleteBackward
  /// The character under the cursor (Delete).
  case deleteForward
  /// Everything before the cursor (Ctrl-U).
  case deleteToStart
  /// The word before the cursor and the spaces after it (Ctrl-W), as a shell does.
  case deleteWordBackward
}

/// The text of a field being typed, and where the cursor stands in it.
///
/// The cursor counts characters (grapheme clusters), so it never stands inside an accented
/// letter or an emoji: ← moves over "é" or "👩🏽‍⚕️" at once, and Backspace erases it whole.
public struct EditableText: Hashable, Sendable {
  /// The whole text.
  public private(set) var text: String
  /// How many characters stand before the cursor: 0 at the start, `text.count` at the end.
  public private(set) var cursor: Int

  /// `text` with the cursor at its end, or at `cursor` (kept within the text).
  public init(_ text: String = "", cursor: Int? = nil) {
    self.text = text
    self.cursor = min(max(0, cursor ?? text.count), text.count)
  }

  /// Applies `edit`; an edit that cannot apply (Backspace at the start) changes nothing.
  public mutating func apply(_ edit: TextEdit) {
    switch edit {
    case .insert(let inserted): insert(inserted)
    case .moveLeft: cursor = max(0, cursor - 1)
    case .moveRight: cursor = min(text.count, cursor + 1)
    case .moveToStart: cursor = 0
    case .moveToEnd: cursor = text.count
    case .deleteBackward: delete(from: cursor - 1, to: cursor)
    case .deleteForward: delete(from: cursor, to: cursor + 1)
    case .deleteToStart: delete(from: 0, to: cursor)
    case .deleteWordBackward: delete(from: startOfWordBeforeCursor, to: cursor)
    }
  }

  /// `text` with one edit applied: for tests and one-off uses.
  public func applying(_ edit: TextEdit) -> EditableText {
    var copy = self
    copy.apply(edit)
    return copy
  }

  private func index(_ offset: Int) -> String.Index {
    text.index(text.startIndex, offsetBy: offset)
  }

  private mutating func insert(_ inserted: String) {
    guard !inserted.isEmpty else { return }
    let before = String(text[..<index(cursor)]) + inserted
    let after = text[index(cursor)...]
    text = before + after
    // A combining mark typed after its letter joins it: count what is now before the cursor
    // rather than adding the characters inserted.
    cursor = min(text.count, text.count - after.count)
  }

  private mutating func delete(from start: Int, to end: Int) {
    let start = max(0, start)
    let end = min(text.count, end)
    guard start < end else { return }
    text.removeSubrange(index(start)..<index(end))
    cursor = start
  }

  /// Where Ctrl-W stops: back over spaces, then over the word before them.
  private var startOfWordBeforeCursor: Int {
    let before = Array(text[..<index(cursor)])
    var start = before.count
    while start > 0, before[start - 1].isWhitespace { start -= 1 }
    while start > 0, !before[start - 1].isWhitespace { start -= 1 }
    return start
  }
}
