import CoreTerminal
import CoreVIPER

/// The conflicts as terminal lines: the question or notice, the list of conflicts, then
/// what differs in the selected one, field by field.
struct ConflictsView: ViewLayout {
  var styling: Styling

  private static let table = TextTable(columns: [
    .init("PATIENT", width: .flexible(minimum: 10)),
    .init("REFUSED", width: .fixed(16)),
  ])

  func lines(for data: ConflictsViewData, size: TerminalSize) -> [String] {
    let width = size.columns
    var lines = [
      TerminalText.title("Conflicts", detail: data.countLabel, width: width, styling: styling)
    ]
    // Up top, where a long list of differences cannot push it off the screen.
    if let question = data.question {
      lines += TerminalText.wrap(question, width: width).map(styling.yellow)
    } else if let notice = data.notice {
      switch notice {
      case .done(let text): lines += TerminalText.wrap(text, width: width).map(styling.green)
      case .failed(let text): lines += TerminalText.wrap(text, width: width).map(styling.red)
      }
    }
    lines.append(TerminalText.rule(width: width, styling: styling))
    switch data.content {
    case .loading:
      lines.append(styling.dim("Loading…"))
    case .empty(let message):
      lines += TerminalText.wrap(message, width: width)
    case .failed(let message):
      lines += TerminalText.wrap(message, width: width).map(styling.red)
    case .conflicts(let rows):
      lines += list(rows, selected: data.selectedIndex ?? 0, size: size)
      if let row = data.selectedRow {
        lines += [""] + differences(of: row, width: width)
      }
    }
    return lines
  }

  /// At most a third of the terminal, scrolled so that the selected conflict shows: the
  /// rest of the screen is for its differences.
  private func list(
    _ rows: [ConflictsViewData.Row],
    selected: Int,
    size: TerminalSize
  ) -> [String] {
    let room = max(3, size.rows / 3)
    let first = selected < room ? 0 : selected - room + 1
    let last = min(rows.count, first + room)
    var lines = Self.table.render(
      rows[first..<last].map { [$0.name, $0.refusedAt] },
      width: size.columns,
      selected: selected - first,
      styling: styling
    )
    if first > 0 {
      lines.insert(styling.dim("  ↑ \(first) more"), at: 1)
    }
    if last < rows.count {
      lines.append(styling.dim("  ↓ \(rows.count - last) more"))
    }
    return lines
  }

  private func differences(of row: ConflictsViewData.Row, width: Int) -> [String] {
    guard !row.differences.isEmpty else {
      return TerminalText.wrap(
        "\(row.name): both versions read the same; keeping either side is safe.",
        width: width
      )
    }
    var lines = TerminalText.wrap("\(row.name): yours (m) or the server's (t)", width: width)
      .map(styling.bold)
    for difference in row.differences {
      lines.append(difference.field.truncated(toWidth: width))
      lines += TerminalText.field(
        "  mine",
        difference.mine,
        labelWidth: 8,
        width: width,
        styling: styling
      )
      lines += TerminalText.field(
        "  theirs",
        difference.theirs,
        labelWidth: 8,
        width: width,
        styling: styling
      )
    }
    return lines
  }

  func action(for key: Key, in data: ConflictsViewData) -> ConflictsAction? {
    if data.question != nil {
      switch key {
      case .character("y"), .character("Y"): return .confirm
      case .character("n"), .character("N"), .escape, .character("q"): return .cancel
      default: return nil
      }
    }
    switch key {
    case .up, .character("k"): return .moveUp
    case .down, .character("j"): return .moveDown
    case .character("m"): return data.selectedRow == nil ? nil : .keep(.mine)
    case .character("t"): return data.selectedRow == nil ? nil : .keep(.theirs)
    case .escape, .character("q"): return .back
    default: return nil
    }
  }

  func keyHelp(for data: ConflictsViewData) -> [KeyHelp] {
    if data.question != nil {
      return [KeyHelp("y", "yes"), KeyHelp("n esc", "no")]
    }
    var help: [KeyHelp] = []
    if data.selectedRow != nil {
      help += [
        KeyHelp("↑/↓ j/k", "move"),
        KeyHelp("m", "keep mine"),
        KeyHelp("t", "keep theirs"),
      ]
    }
    help.append(KeyHelp("esc q", "back"))
    return help
  }
}
