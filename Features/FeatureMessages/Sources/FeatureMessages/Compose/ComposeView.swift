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
    var lines = [
      TerminalText.title(
        data.title.plainLine,
        detail: data.countLabel,
        width: width,
        styling: styling
      ),
      TerminalText.rule(width: width, styling: styling),
    ]
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
    if !hints(data.mode).isEmpty {
      below += ["", TerminalText.footer(hints(data.mode), width: width, styling: styling)]
    }
    if data.mode == .loading {
      lines.append(styling.dim("Loading…"))
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

  private func hints(_ mode: ComposeViewData.Mode) -> [(keys: String, action: String)] {
    switch mode {
    case .loading: return [("esc", "cancel")]
    case .writing: return [("Ctrl-D", "send"), ("⏎", "new line"), ("esc", "cancel")]
    case .confirmingDiscard: return [("y", "discard"), ("n esc", "keep writing")]
    case .sending: return []
    }
  }

  func action(for key: Key, in data: ComposeViewData) -> ComposeAction? {
    switch data.mode {
    case .writing:
      switch key {
      case .character(let character): return .type(character)
      case .paste(let text): return .paste(text)
      case .enter: return .newLine
      case .backspace, .delete: return .deleteBackward
      case .endOfInput: return .send
      case .escape: return .cancel
      default: return nil
      }
    case .confirmingDiscard:
      switch key {
      case .character("y"), .character("Y"): return .discard
      case .character("n"), .character("N"), .escape: return .keepWriting
      default: return nil
      }
    case .loading:
      return key == .escape ? .cancel : nil
    case .sending:
      return nil
    }
  }

  func keyHelp(for data: ComposeViewData) -> [KeyHelp] {
    hints(data.mode).map { KeyHelp($0.keys, $0.action) }
  }

  func isEditingText(_ data: ComposeViewData) -> Bool { data.isWriting }
}
