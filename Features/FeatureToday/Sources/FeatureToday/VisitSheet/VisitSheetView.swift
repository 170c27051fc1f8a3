import CoreTerminal
import CoreVIPER

/// The visit sheet as terminal lines: the day's visits so far, the things done (ticked), the
/// note and the time, then a refusal or a question.
struct VisitSheetView: ViewLayout {
  var styling: Styling

  /// "Note" and "Time", and a space.
  static let labelWidth = 5

  func lines(for data: VisitSheetViewData, size: TerminalSize) -> [String] {
    let width = size.columns
    var lines = [
      TerminalText.title(data.title, detail: detail(data.content), width: width, styling: styling),
      TerminalText.rule(width: width, styling: styling),
    ]
    switch data.content {
    case .loading:
      lines.append(styling.dim("Loading…"))
    case .failed(let message):
      lines += TerminalText.wrap(message, width: width).map(styling.red)
    case .sheet, .saving:
      if let visited = data.visitedToday {
        lines += TerminalText.wrap(visited, width: width).map(styling.yellow) + [""]
      }
      if !data.lines.contains(where: \.isTick) {
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
      TerminalText.footer(hints(data).map { ($0.keys, $0.action) }, width: width, styling: styling),
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
    case .sheet: return "check and save"
    case .loading, .failed: return nil
    }
  }

  private func hints(_ data: VisitSheetViewData) -> [KeyHelp] {
    if data.question != nil { return [KeyHelp("y", "yes"), KeyHelp("n/esc", "no")] }
    switch data.content {
    case .sheet:
      var hints = [KeyHelp("⏎", "save"), KeyHelp("↑/↓ tab", "line")]
      if data.lines.indices.contains(data.focus), data.lines[data.focus].isTick {
        hints.append(KeyHelp("space", "tick"))
      }
      return hints + [KeyHelp("esc", "cancel")]
    case .saving: return []
    case .loading, .failed: return [KeyHelp("esc", "back")]
    }
  }

  func action(for key: Key, in data: VisitSheetViewData) -> VisitSheetAction? {
    if data.question != nil {
      switch key {
      case .character("y"), .character("Y"): return .yes
      case .character("n"), .character("N"), .escape: return .no
      default: return nil
      }
    }
    switch data.content {
    case .sheet:
      break
    case .loading, .failed:
      return key == .escape || key == .character("q") ? .cancel : nil
    case .saving:
      return nil
    }
    switch key {
    case .enter: return .save
    case .escape: return .cancel
    case .down, .tab: return .focus(by: 1)
    case .up, .backTab: return .focus(by: -1)
    default: break
    }
    if data.isTyping { return TextEdit(key: key).map(VisitSheetAction.edit) }
    switch key {
    case .character(" "), .character("x"): return .toggle
    case .character("q"): return .cancel
    default: return nil
    }
  }

  func keyHelp(for data: VisitSheetViewData) -> [KeyHelp] {
    guard data.question == nil, data.content == .sheet else { return hints(data) }
    let typing = data.isTyping ? TextEdit.keyHelp : []
    return [
      KeyHelp("⏎", "save the visit"), KeyHelp("↑/↓ tab shift-tab", "the next or previous line"),
      KeyHelp("space x", "tick or untick what was done"),
      KeyHelp("esc", "cancel (asks first once changed)"),
    ] + typing
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
