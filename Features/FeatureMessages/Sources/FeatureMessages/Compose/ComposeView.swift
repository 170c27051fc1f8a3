import CoreTerminal
import CoreVIPER

/// The composer as terminal lines: what the reply answers, the draft with its cursor, why
/// it was refused, and the keys that send or cancel.
///
/// Ctrl-D sends: in raw mode it arrives as its own key (`Key.endOfInput`) whatever the
/// terminal, while Enter must stay free to start a new line.
struct ComposeView: ViewLayout {
  var styling: Styling

  func lines(for data: ComposeViewData, size: TerminalSize) -> [String] {
    let width = size.columns
    let skeleton = ScreenSkeleton(width: width, styling: styling)
    var lines = skeleton.head(data.title.plainLine, detail: data.countLabel)
    if let quote = data.quote {
      lines += [styling.dim(quote.plainLine.truncated(toWidth: width)), ""]
    }
    var below: [String] = []
    if let problem = data.problem {
      below += [""] + TerminalText.wrap(problem.plainLine, width: width).map(styling.red)
    }
    if data.mode == .confirmingDiscard {
      below += ["", styling.bold("Discard this message? (y/n)")]
    }
    if data.mode == .sending { below += ["", styling.dim("Sending…")] }
    let hints = Self.bindings(data.mode).keyHelp()
    if !hints.isEmpty {
      below += ["", TerminalText.footer(hints, width: width, styling: styling)]
    }
    if data.mode == .loading {
      lines += skeleton.loading
    } else {
      // What fits between the lines above and below and the Navigator's footer.
      let room = max(1, size.rows - lines.count - below.count - 1)
      lines += draft(data, width: width, room: room)
    }
    return (lines + below).map { $0.truncated(toWidth: width) }
  }

  /// The draft wrapped under a `> ` prompt, its cursor at the end; when longer than the
  /// room, its last lines (where the nurse types) and a count of the lines above.
  private func draft(_ data: ComposeViewData, width: Int, room: Int) -> [String] {
    let textWidth = max(1, width - 2)
    var wrapped: [String] = []
    for (index, line) in data.lines.enumerated() {
      let isLast = index == data.lines.count - 1
      let text = line.visibleControls() + (isLast && data.isWriting ? "_" : "")
      let pieces = TerminalText.wrap(text, width: textWidth)
      wrapped += pieces.isEmpty ? [""] : pieces
    }
    var lines = wrapped.enumerated().map { index, line in
      index == 0 ? "> " + line : line.isEmpty ? "" : "  " + line
    }
    if lines.count > room {
      let hidden = lines.count - (room - 1)
      lines =
        [styling.dim("  ↑ \(hidden) more \(hidden == 1 ? "line" : "lines")")]
        + lines.suffix(room - 1)
    }
    return lines
  }

  /// The keys of each mode, declared once for the actions, `?` and the line under the draft.
  private static func bindings(_ mode: ComposeViewData.Mode) -> [KeyBinding<ComposeAction>] {
    switch mode {
    case .loading: return [KeyBinding([.escape], KeyHelp("esc", "cancel"), .cancel)]
    case .writing:
      return [
        KeyBinding([.endOfInput], KeyHelp("Ctrl-D", "send"), .send),
        KeyBinding([.enter], KeyHelp("⏎", "new line"), .newLine),
        KeyBinding([.backspace, .delete], nil, .deleteBackward),
        KeyBinding([.escape], KeyHelp("esc", "cancel"), .cancel),
      ]
    case .confirmingDiscard:
      return KeyBinding.question(
        yes: .discard,
        no: .keepWriting,
        yesHelp: KeyHelp("y", "discard"),
        noHelp: KeyHelp("n esc", "keep writing")
      )
    case .sending: return []
    }
  }

  /// The screen's key table in this state: the actions, `?`, the palette and the bar read it.
  func keyTable(for data: ComposeViewData, size: TerminalSize) -> [KeyBinding<ComposeAction>] {
    Self.bindings(data.mode)
  }

  /// The mode's bindings, then, while writing, the characters and pastes typed.
  func action(for key: Key, in data: ComposeViewData) -> ComposeAction? {
    if let action = Self.bindings(data.mode).action(for: key) { return action }
    guard data.mode == .writing else { return nil }
    switch key {
    case .character(let character): return .type(character)
    case .paste(let text): return .paste(text)
    default: return nil
    }
  }

  func keyHelp(for data: ComposeViewData) -> [KeyHelp] {
    Self.bindings(data.mode).keyHelp()
  }

  func isEditingText(_ data: ComposeViewData) -> Bool { data.isWriting }
}
