import CoreTerminal
import CoreVIPER

/// The refused changes as terminal lines: the question or notice, the list, then the
/// selected change's reason and fields.
struct RefusedView: ViewLayout {
  var styling: Styling

  private static let columns: [TextTable.Column] = [
    .init("PATIENT", width: .flexible(minimum: 8)),
    .init("RECORD", width: .flexible(minimum: 7)),
    .init("CHANGE", width: .fixed(6)),
  ]
  private static let table = TextTable(columns: columns + [.init("REFUSED", width: .fixed(16))])
  /// Below 60 columns the time goes: the names keep the room.
  private static let narrowTable = TextTable(columns: columns)
  private static let narrow = 60

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
    let table = size.columns < Self.narrow ? Self.narrowTable : Self.table
    var lines = table.render(
      rows[first..<last].map { [$0.patient, $0.record, $0.change, $0.refusedAt] },
      width: size.columns,
      selected: selected - first,
      styling: styling
    )
    if first > 0 { lines.insert(styling.dim("  ↑ \(first) more"), at: 1) }
    if last < rows.count { lines.append(styling.dim("  ↓ \(rows.count - last) more")) }
    return lines
  }

  private func details(of row: RefusedViewData.Row, width: Int) -> [String] {
    var lines = TerminalText.wrap(row.account, width: width).map(styling.bold)
    lines += TerminalText.field("Field", row.field, labelWidth: 8, width: width, styling: styling)
    if let changed = row.changedFields {
      lines += TerminalText.field("Changed", changed, labelWidth: 8, width: width, styling: styling)
    }
    lines += TerminalText.field(
      "Refused",
      row.refusedAt,
      labelWidth: 8,
      width: width,
      styling: styling
    )
    lines += TerminalText.wrap(
      "Correct the record, then r sends it again now; d discards your change.",
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
      help += ListMove.keyHelp + [KeyHelp("r", "send again"), KeyHelp("d", "discard")]
    }
    help.append(KeyHelp("esc q", "back"))
    return help
  }
}
