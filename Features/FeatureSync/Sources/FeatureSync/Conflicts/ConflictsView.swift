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
    var detail = data.countLabel
    if case .conflicts(let rows) = data.content, rows.count > Self.room(size), !size.isPrinted {
      // A list longer than its third of the screen says where the selection stands.
      let position = ListWindow.position(selected: data.selectedIndex ?? 0, count: rows.count)
      detail = [detail, position].filter { !$0.isEmpty }.joined(separator: " · ")
    }
    let skeleton = ScreenSkeleton(width: width, styling: styling)
    var lines = [skeleton.title("Conflicts", detail: detail)]
    // Up top, where a long value cannot push it off the screen.
    if let question = data.question {
      lines += TerminalText.wrap(question, width: width).map(styling.yellow)
    } else if let notice = data.notice {
      switch notice {
      case .done(let text): lines += TerminalText.wrap(text, width: width).map(styling.green)
      case .failed(let text): lines += skeleton.failure(text)
      }
    }
    lines.append(skeleton.rule)
    switch data.content {
    case .loading:
      lines += skeleton.loading
    case .empty(let message):
      lines += TerminalText.wrap(message, width: width)
    case .failed(let message):
      lines += skeleton.failure(message)
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
    let room = Self.room(size)
    let first = Self.first(selected: selected, room: room)
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

  /// The screen's bindings; a click picks the field whose row it lands on.
  func action(for key: Key, in data: ConflictsViewData, size: TerminalSize) -> ConflictsAction? {
    let bindings = bindings(data, page: Self.room(size))
    if let action = bindings.action(for: key) { return action }
    guard data.question == nil, case .click(let line, _) = key,
      case .conflicts(let rows) = data.content
    else { return nil }
    let selected = data.selectedIndex ?? 0
    let first = Self.first(selected: selected, room: Self.room(size))
    // Under the title, the notice, the rule, the table's header and the "↑ N more" line.
    let offset = line - Self.headLines(data, width: size.columns) - 1 - (first > 0 ? 1 : 0)
    let index = first + offset
    return ListClick.action(
      on: offset >= 0 && offset < Self.room(size) && index < rows.count ? index : nil,
      selected: data.selectedIndex,
      bindings: bindings,
      move: ConflictsAction.move
    )
  }

  /// The keys of each state, declared once for the actions and `?`; the list pages by `page`.
  private func bindings(_ data: ConflictsViewData, page: Int) -> [KeyBinding<ConflictsAction>] {
    if data.question != nil {
      return [
        KeyBinding(
          [.character("y"), .character("Y")],
          KeyHelp("y", "yes, drop mine", short: "yes"),
          .confirm
        ),
        KeyBinding(
          [.character("n"), .character("N"), .escape, .character("q")],
          KeyHelp("n esc", "no", short: "no"),
          .cancel
        ),
      ]
    }
    var keys: [KeyBinding<ConflictsAction>] = []
    if data.selectedRow != nil {
      keys += ListMove.bindings(page: page).map { $0.map(ConflictsAction.move) }
      keys += [
        KeyBinding([.character("m")], KeyHelp("m", "keep mine", short: "mine"), .keep(.mine)),
        KeyBinding(
          [.character("t")],
          KeyHelp("t", "keep the team's", short: "team's"),
          .keep(.theirs)
        ),
      ]
    }
    return keys + [
      KeyBinding([.escape, .character("q")], KeyHelp("esc q", "back", short: "back"), .back)
    ]
  }

  /// The screen's key table in this state: the actions, `?`, the palette and the bar read it.
  func keyTable(for data: ConflictsViewData, size: TerminalSize) -> [KeyBinding<ConflictsAction>] {
    bindings(data, page: Self.room(size))
  }

  func keyHelp(for data: ConflictsViewData) -> [KeyHelp] {
    var help = bindings(data, page: 1).keyHelp()
    if data.question == nil, data.selectedRow != nil {
      help.insert(ListClick.keyHelp(opens: false), at: ListMove.keyHelp.count)
    }
    return help
  }

  /// The rows the list shows: a third of the terminal, the rest is for the field's values.
  private static func room(_ size: TerminalSize) -> Int { max(3, size.rows / 3) }

  /// The first row shown, scrolled just enough that the selected one shows.
  private static func first(selected: Int, room: Int) -> Int {
    selected < room ? 0 : selected - room + 1
  }

  /// The lines above the table: the title, the question or notice, and the rule.
  private static func headLines(_ data: ConflictsViewData, width: Int) -> Int {
    let text: String? =
      data.question
      ?? data.notice.map {
        switch $0 {
        case .done(let text), .failed(let text): text
        }
      }
    return 2 + (text.map { TerminalText.wrap($0, width: width).count } ?? 0)
  }
}
