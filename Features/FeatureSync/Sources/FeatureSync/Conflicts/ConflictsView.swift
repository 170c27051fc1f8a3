import CoreTerminal
import CoreVIPER

/// The conflicts as terminal lines: the notice, the list of conflicting fields, then the
/// selected field's two values, hers and the colleague's.
struct ConflictsView: ViewLayout {
  var styling: Styling

  private static let table = TextTable(columns: [
    .init("RECORD", width: .flexible(minimum: 8)),
    .init("FIELD", width: .flexible(minimum: 6)),
    .init("SINCE", width: .fixed(16)),
  ])

  func lines(for data: ConflictsViewData, size: TerminalSize) -> [String] {
    let width = size.columns
    var lines = [
      TerminalText.title("Conflicts", detail: data.countLabel, width: width, styling: styling)
    ]
    // Up top, where a long value cannot push it off the screen.
    switch data.notice {
    case .done(let text): lines += TerminalText.wrap(text, width: width).map(styling.green)
    case .failed(let text): lines += TerminalText.wrap(text, width: width).map(styling.red)
    case nil: break
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
        lines += [""] + values(of: row, width: width)
      }
    }
    return lines
  }

  /// At most a third of the terminal, scrolled so that the selected field shows: the rest
  /// of the screen is for its values.
  private func list(
    _ rows: [ConflictsViewData.Row],
    selected: Int,
    size: TerminalSize
  ) -> [String] {
    let room = max(3, size.rows / 3)
    let first = selected < room ? 0 : selected - room + 1
    let last = min(rows.count, first + room)
    var lines = Self.table.render(
      rows[first..<last].map { [$0.record, $0.field, $0.since] },
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

  private func values(of row: ConflictsViewData.Row, width: Int) -> [String] {
    var lines = TerminalText.wrap("\(row.record) · \(row.field)", width: width).map(styling.bold)
    lines += TerminalText.field("mine", row.mine, labelWidth: 7, width: width, styling: styling)
    lines += TerminalText.field(
      "theirs",
      row.theirs,
      labelWidth: 7,
      width: width,
      styling: styling
    )
    lines += TerminalText.wrap(
      "m keeps yours (sent at the next sync); t keeps theirs (yours is dropped).",
      width: width
    ).map(styling.dim)
    return lines
  }

  func action(for key: Key, in data: ConflictsViewData) -> ConflictsAction? {
    action(for: key, in: data, size: .standard)
  }

  /// A page is the rows the list shows (a third of the terminal, as `lines` lays it out).
  func action(for key: Key, in data: ConflictsViewData, size: TerminalSize) -> ConflictsAction? {
    if let move = ListMove(key: key, page: max(3, size.rows / 3)) { return .move(move) }
    switch key {
    case .character("m"): return data.selectedRow == nil ? nil : .keep(.mine)
    case .character("t"): return data.selectedRow == nil ? nil : .keep(.theirs)
    case .escape, .character("q"): return .back
    default: return nil
    }
  }

  func keyHelp(for data: ConflictsViewData) -> [KeyHelp] {
    var help: [KeyHelp] = []
    if data.selectedRow != nil {
      help += [
        KeyHelp("↑/↓ j/k", "move"), KeyHelp("PgUp/PgDn g/G", "page, first / last"),
        KeyHelp("m", "keep mine"),
        KeyHelp("t", "keep theirs"),
      ]
    }
    help.append(KeyHelp("esc q", "back"))
    return help
  }
}
