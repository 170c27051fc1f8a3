import CoreTerminal
import CoreVIPER

/// The visit sheet as terminal lines: first how the visit ended (a key each); then the day's
/// visits so far, the things done (ticked), the note and the time, then a refusal or a question.
struct VisitSheetView: ViewLayout {
  var styling: Styling

  /// "Note", "Time" and "Died", and a space.
  static let labelWidth = 5

  func lines(for data: VisitSheetViewData, size: TerminalSize) -> [String] {
    let width = size.columns
    let skeleton = ScreenSkeleton(width: width, styling: styling)
    var lines = skeleton.head(data.title, detail: detail(data.content))
    switch data.content {
    case .loading:
      lines += skeleton.loading
    case .failed(let message):
      lines += skeleton.failure(message)
    case .outcome:
      if let visited = data.visitedToday {
        lines += TerminalText.wrap(visited, width: width).map(styling.yellow) + [""]
      }
      lines.append("How did the visit end?")
      for (key, outcome) in VisitSheetViewData.outcomeKeys {
        lines.append("  " + styling.bold(String(key)) + "  " + outcome.words)
      }
    case .sheet, .saving:
      if let visited = data.visitedToday {
        lines += TerminalText.wrap(visited, width: width).map(styling.yellow) + [""]
      }
      if let outcome = data.outcome {
        lines.append(styling.bold("Not done: \(outcome)") + styling.dim(" · nothing done to tick"))
      } else if !data.lines.contains(where: \.isTick) {
        lines.append(
          styling.dim("Nothing due to tick: no dressing due, no assessment or Braden today.")
        )
      }
      for (index, line) in data.lines.enumerated() {
        lines += render(line, focused: index == data.focus, width: width)
      }
    }
    if let problem = data.problem {
      lines += [""] + TerminalText.wrap(problem, width: width).map(styling.red)
    }
    if let question = data.question {
      lines += [""] + TerminalText.wrap(question, width: width).map(styling.bold)
    }
    lines += [
      "",
      TerminalText.footer(
        bindings(data).keyHelp().compactMap(\.barEntry),
        width: width,
        styling: styling
      ),
    ]
    return lines.map { $0.truncated(toWidth: width) }
  }

  private func render(_ line: VisitSheetViewData.Line, focused: Bool, width: Int) -> [String] {
    let marker = focused ? styling.bold(TextTable.selectionMarker) : "  "
    switch line.kind {
    case .tick(let ticked):
      let box = ticked ? "[x]" : "[ ]"
      let text = "\(box) \(line.label)"
      return [marker + (focused ? styling.bold(text) : text)]
    case .text(let draft, let cursor, let hint):
      let label = styling.dim(line.label.padded(toWidth: Self.labelWidth)) + " "
      let room = max(4, width - 2 - Self.labelWidth - 1 - 2)
      guard focused else {
        // Blank and elsewhere: what may be typed there, in brackets so it never reads as typed.
        let text =
          draft.isEmpty
          ? styling.dim("(\(hint))") : shown(draft, cursor: cursor, focused: false, room: room)
        return [marker + label + "> " + text]
      }
      let indent = String(repeating: " ", count: 2 + Self.labelWidth + 3)
      return [
        marker + label + "> " + shown(draft, cursor: cursor, focused: true, room: room),
        indent + styling.dim(hint),
      ]
    }
  }

  /// The text with its cursor where it is in focus (reverse video, or `_` at the end and `|`
  /// inside without styles); a text wider than `room` shows the part that ends at the cursor.
  private func shown(_ draft: String, cursor: Int, focused: Bool, room: Int) -> String {
    let characters = Array(draft).map { String($0).visibleControls(whitespace: .asPictures) }
    guard focused else {
      return characters.joined().truncated(toWidth: room)
    }
    let cursor = min(max(0, cursor), characters.count)
    var before = Array(characters[..<cursor])
    let after = Array(characters[cursor...])
    let mark: String
    if styling.isEnabled {
      mark = styling.reverse(after.first ?? " ")
    } else {
      mark = after.isEmpty ? "_" : "|" + after[0]
    }
    let rest = after.dropFirst().joined()
    // Keep the cursor on screen: drop characters before it until it fits.
    while !before.isEmpty, (before.joined() + "_").displayWidth > room - 1 {
      before.removeFirst()
    }
    let head = before.count < cursor ? "…" + before.joined() : before.joined()
    return (head + mark + rest).truncated(toWidth: room + 2)
  }

  private func detail(_ content: VisitSheetViewData.Content) -> String? {
    switch content {
    case .saving: return "saving…"
    case .outcome: return "how did it end?"
    case .sheet: return "check and save"
    case .loading, .failed: return nil
    }
  }

  /// The keys of each state, declared once for the actions, `?` and the line of keys under
  /// the sheet (their short words).
  private func bindings(_ data: VisitSheetViewData) -> [KeyBinding<VisitSheetAction>] {
    if data.question != nil {
      return KeyBinding.question(yes: .yes, no: .no, noHelp: KeyHelp("n/esc", "no", short: "no"))
    }
    switch data.content {
    case .sheet: break
    case .outcome:
      let choices = VisitSheetViewData.outcomeKeys.map { key, outcome in
        KeyBinding(
          [.character(key)],
          KeyHelp(String(key), "how it ended: \(outcome.words)", short: outcome.words),
          VisitSheetAction.outcome(outcome)
        )
      }
      return choices + [
        KeyBinding(
          [.escape, .character("q")],
          KeyHelp("esc", "cancel (asks first once changed)", short: "cancel"),
          .cancel
        )
      ]
    case .saving: return []
    case .loading, .failed:
      return [
        KeyBinding([.escape, .character("q")], KeyHelp("esc", "back", short: "back"), .cancel)
      ]
    }
    var keys = [
      KeyBinding([.enter], KeyHelp("⏎", "save the visit", short: "save"), VisitSheetAction.save),
      KeyBinding(
        [.down, .tab],
        KeyHelp("↑/↓ tab", "the next or previous line (Shift-Tab the previous)", short: "line"),
        .focus(by: 1)
      ),
      KeyBinding([.up, .backTab], nil, .focus(by: -1)),
    ]
    if !data.isTyping {
      // Typing, a space and `x` are text.
      keys.append(
        KeyBinding(
          [.character(" "), .character("x")],
          KeyHelp("space x", "tick or untick what was done", short: "tick"),
          .toggle
        )
      )
    }
    keys.append(
      KeyBinding(
        [.escape],
        KeyHelp("esc", "cancel (asks first once changed)", short: "cancel"),
        .cancel
      )
    )
    if !data.isTyping { keys.append(KeyBinding([.character("q")], nil, .cancel)) }
    return keys
  }

  /// The sheet's key table in this state: the actions, `?`, the palette and the sheet's own
  /// line of keys read it.
  func keyTable(for data: VisitSheetViewData, size: TerminalSize)
    -> [KeyBinding<VisitSheetAction>]
  {
    bindings(data)
  }

  /// The sheet draws its own line of keys under its lines: the Navigator's bar keeps its own.
  func barKeys(for data: VisitSheetViewData) -> [KeyHelp]? { nil }

  /// The state's bindings, then, in a text line, the keys that edit it.
  func action(for key: Key, in data: VisitSheetViewData) -> VisitSheetAction? {
    if let action = bindings(data).action(for: key) { return action }
    guard data.question == nil, data.content == .sheet, data.isTyping else { return nil }
    return TextEdit(key: key).map(VisitSheetAction.edit)
  }

  func keyHelp(for data: VisitSheetViewData) -> [KeyHelp] {
    let typing = data.question == nil && data.content == .sheet && data.isTyping
    return bindings(data).keyHelp() + (typing ? TextEdit.keyHelp : [])
  }

  func isEditingText(_ data: VisitSheetViewData) -> Bool { data.isTyping }
}

extension VisitSheetViewData.Line {
  /// True for a thing done that can be ticked.
  var isTick: Bool {
    if case .tick = kind { return true }
    return false
  }
}
