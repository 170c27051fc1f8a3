import CoreTerminal
import CoreVIPER

/// The refused changes as terminal lines: the question or notice, the list, then the
/// selected change's reason and fields.
struct RefusedView: ViewLayout {
  var styling: Styling

  private static let table = TextTable(columns: [
    .init("RECORD", width: .flexible(minimum: 8)),
    .init("CHANGE", width: .fixed(6)),
    .init("FIELD", width: .flexible(minimum: 6)),
    .init("REFUSED", width: .fixed(16)),
  ])

  func lines(for data: RefusedViewData, size: TerminalSize) -> [String] {
    let width = size.columns
    var lines = [
      TerminalText.title("Refused changes", detail: data.countLabel, width: width, styling: styling)
    ]
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
    case .changes(let rows):
      lines += list(rows, selected: data.selectedIndex ?? 0, size: size)
      if let row = data.selectedRow {
        lines += [""] + details(of: row, width: width)
      }
    }
    return lines
  }

  /// At most a third of the terminal, scrolled so that the selected change shows.
  private func list(_ rows: [RefusedViewData.Row], selected: Int, size: TerminalSize)
    -> [String]
  {
    let room = max(3, size.rows / 3)
    let first = selected < room ? 0 : selected - room + 1
    let last = min(rows.count, first + room)
    var lines = Self.table.render(
      rows[first..<last].map { [$0.record, $0.change, $0.field, $0.refusedAt] },
      width: size.columns,
      selected: selected - first,
      styling: styling
    )
    if first > 0 { lines.insert(styling.dim("  ↑ \(first) more"), at: 1) }
    if last < rows.count { lines.append(styling.dim("  ↓ \(rows.count - last) more")) }
    return lines
  }

  private func details(of row: RefusedViewData.Row, width: Int) -> [String] {
    var lines = TerminalText.wrap(row.record, width: width).map(styling.bold)
    lines += TerminalText.field("reason", row.reason, labelWidth: 7, width: width, styling: styling)
    lines += TerminalText.field("field", row.field, labelWidth: 7, width: width, styling: styling)
    if let changed = row.changedFields {
      lines += TerminalText.field("changed", changed, labelWidth: 7, width: width, styling: styling)
    }
    lines += TerminalText.wrap(
      "Correct the record, then r sends it again; d discards your change.",
      width: width
    ).map(styling.dim)
    return lines
  }

  func action(for key: Key, in data: RefusedViewData) -> RefusedAction? {
    action(for: key, in: data, size: .standard)
  }

  /// A page is the rows the list shows (a third of the terminal, as `lines` lays it out).
  func action(for key: Key, in data: RefusedViewData, size: TerminalSize) -> RefusedAction? {
    if data.question != nil {
      switch key {
      case .character("y"), .character("Y"): return .confirm
      case .character("n"), .character("N"), .escape, .character("q"): return .cancel
      default: return nil
      }
    }
    if let move = ListMove(key: key, page: max(3, size.rows / 3)) { return .move(move) }
    switch key {
    case .character("r"): return data.selectedRow == nil ? nil : .retry
    case .character("d"): return data.selectedRow == nil ? nil : .discard
    case .escape, .character("q"): return .back
    default: return nil
    }
  }

  func keyHelp(for data: RefusedViewData) -> [KeyHelp] {
    if data.question != nil {
      return [KeyHelp("y", "yes, discard"), KeyHelp("n esc", "no")]
    }
    var help: [KeyHelp] = []
    if data.selectedRow != nil {
      help += ListMove.keyHelp + [KeyHelp("r", "retry"), KeyHelp("d", "discard")]
    }
    help.append(KeyHelp("esc q", "back"))
    return help
  }
}
