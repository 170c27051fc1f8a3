import CoreTerminal
import CoreVIPER

/// The conflicts as terminal lines: the question or notice, the list of conflicting fields,
/// then the selected field's two values, hers and the team's.
struct ConflictsView: ViewLayout {
  var styling: Styling

  private static let columns: [TextTable.Column] = [
    .init("PATIENT", width: .flexible(minimum: 8)),
    .init("RECORD", width: .flexible(minimum: 7)),
    .init("FIELD", width: .flexible(minimum: 6)),
  ]
  private static let table = TextTable(columns: columns + [.init("FOUND", width: .fixed(16))])
  /// Below 60 columns the time goes (the selected field's details show it): the names keep
  /// the room.
  private static let narrowTable = TextTable(columns: columns)
  private static let narrow = 60

  func lines(for data: ConflictsViewData, size: TerminalSize) -> [String] {
    let width = size.columns
    var lines = [
      TerminalText.title("Conflicts", detail: data.countLabel, width: width, styling: styling)
    ]
    // Up top, where a long value cannot push it off the screen.
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
    let table = size.columns < Self.narrow ? Self.narrowTable : Self.table
    var lines = table.render(
      rows[first..<last].map { [$0.patient, $0.record, $0.field, $0.found] },
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
    var lines = TerminalText.wrap(row.subject, width: width).map(styling.bold)
    // The wire says neither who set the team's value nor when: the server's version is the
    // team's, and the time is when her sync met it.
    let fields = [
      ("Yours", row.mine), ("Team's", row.theirs), ("Found", "\(row.found), when you synced"),
    ]
    for (label, value) in fields {
      lines += TerminalText.field(label, value, labelWidth: 7, width: width, styling: styling)
    }
    lines += TerminalText.wrap(
      "m keeps yours (sent at the next sync); t keeps the team's (yours is dropped, after a yes).",
      width: width
    ).map(styling.dim)
    return lines
  }

  func action(for key: Key, in data: ConflictsViewData) -> ConflictsAction? {
    action(for: key, in: data, size: .standard)
  }

  /// A page is the rows the list shows (a third of the terminal, as `lines` lays it out).
  func action(for key: Key, in data: ConflictsViewData, size: TerminalSize) -> ConflictsAction? {
    if data.question != nil {
      switch key {
      case .character("y"), .character("Y"): return .confirm
      case .character("n"), .character("N"), .escape, .character("q"): return .cancel
      default: return nil
      }
    }
    if let move = ListMove(key: key, page: max(3, size.rows / 3)) { return .move(move) }
    switch key {
    case .character("m"): return data.selectedRow == nil ? nil : .keep(.mine)
    case .character("t"): return data.selectedRow == nil ? nil : .keep(.theirs)
    case .escape, .character("q"): return .back
    default: return nil
    }
  }

  func keyHelp(for data: ConflictsViewData) -> [KeyHelp] {
    if data.question != nil {
      return [KeyHelp("y", "yes, drop mine"), KeyHelp("n esc", "no")]
    }
    var help: [KeyHelp] = []
    if data.selectedRow != nil {
      help += [
        KeyHelp("↑/↓ j/k", "move"), KeyHelp("PgUp/PgDn g/G", "page, first / last"),
        KeyHelp("m", "keep mine"),
        KeyHelp("t", "keep the team's"),
      ]
    }
    help.append(KeyHelp("esc q", "back"))
    return help
  }
}
