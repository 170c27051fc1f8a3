import CoreTerminal

extension TextEdit {
  /// The edit a key means in a line of text, or nil for a key that edits nothing (Enter, Esc,
  /// ↑). The bindings are a shell's: ←/→, Home/End and Ctrl-A/Ctrl-E move, Backspace and
  /// Delete erase a character, Ctrl-U erases to the start and Ctrl-W the word before the
  /// cursor. A paste is inserted whole, as it came.
  public init?(key: Key) {
    switch key {
    case .character(let character): self = .insert(String(character))
    case .paste(let text): self = .insert(text)
    case .left: self = .moveLeft
    case .right: self = .moveRight
    case .home, .control("a"): self = .moveToStart
    case .end, .control("e"): self = .moveToEnd
    case .backspace: self = .deleteBackward
    case .delete: self = .deleteForward
    case .control("u"): self = .deleteToStart
    case .control("w"): self = .deleteWordBackward
    default: return nil
    }
  }

  /// The line-editing keys as the key help lists them.
  public static let keyHelp = [
    KeyHelp("←/→", "move in the text"),
    KeyHelp("Home/End Ctrl-A/E", "to the start / end"),
    KeyHelp("Ctrl-U", "delete to the start"),
    KeyHelp("Ctrl-W", "delete the word before"),
    KeyHelp("Delete", "delete under the cursor"),
  ]
}
