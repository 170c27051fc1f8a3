import CoreTerminal
import CoreVIPER

/// The team's open wounds ranked by concern as terminal lines: the filter in force, then one
/// row each, the selected one marked; the rows around the selection when they do not all fit.
struct CaseloadView: ViewLayout {
  var styling: Styling

  /// All five columns from 80 wide; below, the wound goes (its detail names it), and below 60
  /// the nurse and the day too: the patient and why stay.
  private static func table(width: Int) -> (table: TextTable, cells: (Row) -> [String]) {
    let patient = TextTable.Column("PATIENT", width: .flexible(minimum: 8))
    let why = TextTable.Column("WHY", width: .flexible(minimum: 12))
    if width < 60 {
      return (TextTable(columns: [patient, why]), { [$0.patient, $0.why] })
    }
    let nurse = TextTable.Column("NURSE", width: .flexible(minimum: 5))
    let seen = TextTable.Column("LAST SEEN", width: .fixed(10))
    if width < 80 {
      return (
        TextTable(columns: [patient, nurse, seen, why]),
        { [$0.patient, $0.nurse, $0.lastAssessed, $0.why] }
      )
    }
    let wound = TextTable.Column("WOUND", width: .flexible(minimum: 8))
    return (
      TextTable(columns: [patient, wound, nurse, seen, why]),
      { [$0.patient, $0.wound, $0.nurse, $0.lastAssessed, $0.why] }
    )
  }

  typealias Row = CaseloadViewData.Row

  func lines(for data: CaseloadViewData, size: TerminalSize) -> [String] {
    let width = size.columns
    let room = Self.room(size)
    var detail = data.detail
    if case .loaded(let rows, let selected) = data.content, rows.count > room {
      // A long list says where the selection stands ("29/43").
      detail = [detail, ListWindow.position(selected: selected, count: rows.count)]
        .compactMap { $0 }.joined(separator: " · ")
    }
    var lines = [
      TerminalText.title("Caseload by concern", detail: detail, width: width, styling: styling),
      TerminalText.rule(width: width, styling: styling),
    ]
    switch data.content {
    case .loading:
      lines.append(styling.dim("Loading…"))
    case .failed(let message):
      lines += TerminalText.wrap(message, width: width).map(styling.red)
    case .empty:
      lines.append("No open wound in the team's store.")
    case .filteredOut:
      lines.append(styling.dim("Showing: \(data.filter)"))
      lines.append("No open wound matches. x shows every wound.")
    case .loaded(let rows, let selected):
      lines.append(styling.dim("Showing: \(data.filter)"))
      let start = Self.start(selected: selected, count: rows.count, room: room)
      let shown = rows[start..<min(rows.count, start + room)]
      let (table, cells) = Self.table(width: width)
      lines += table.render(
        shown.map(cells),
        width: width,
        selected: selected - start,
        styling: styling
      )
      // The selected wound's reasons in full words, at most two lines, a cut one marked.
      let wrapped = TerminalText.wrap("Why: \(rows[selected].words)", width: width)
      var why = Array(wrapped.prefix(2))
      if wrapped.count > 2 { why[1] = why[1].truncated(toWidth: width - 1) + "…" }
      lines += [TerminalText.rule(width: width, styling: styling)] + why
    }
    return lines.map { $0.truncated(toWidth: width) }
  }

  func action(for key: Key, in data: CaseloadViewData) -> CaseloadAction? {
    action(for: key, in: data, size: .standard)
  }

  /// Every list's keys (`ListMove`), then the screen's own; a click picks the row it lands on.
  func action(for key: Key, in data: CaseloadViewData, size: TerminalSize) -> CaseloadAction? {
    let bindings = Self.bindings(page: Self.room(size))
    if let action = bindings.action(for: key) { return action }
    guard case .click(let line, _) = key, case .loaded(let rows, let selected) = data.content
    else { return nil }
    let room = Self.room(size)
    let start = Self.start(selected: selected, count: rows.count, room: room)
    // Under the title, the rule, the filter and the table's header.
    let offset = line - 4
    let index = offset >= 0 && offset < room && start + offset < rows.count ? start + offset : nil
    return ListClick.action(
      on: index,
      selected: selected,
      bindings: bindings,
      move: CaseloadAction.move
    )
  }

  /// The screen's keys, declared once for the actions and `?`; the list pages by `page`.
  private static func bindings(page: Int) -> [KeyBinding<CaseloadAction>] {
    ListMove.bindings(page: page).map { $0.map(CaseloadAction.move) } + [
      KeyBinding([.enter], KeyHelp("⏎", "open the wound", short: "open"), CaseloadAction.open),
      KeyBinding([.character("n")], KeyHelp("n", "next nurse only", short: "nurse"), .nextNurse),
      KeyBinding([.character("r")], KeyHelp("r", "next reason only", short: "reason"), .nextReason),
      KeyBinding([.character("x")], KeyHelp("x", "every wound again"), .clearFilter),
      KeyBinding([.escape, .character("q")], KeyHelp("esc q", "back", short: "back"), .back),
    ]
  }

  /// The screen's key table in this state: the actions, `?`, the palette and the bar read it.
  func keyTable(for data: CaseloadViewData, size: TerminalSize) -> [KeyBinding<CaseloadAction>] {
    Self.bindings(page: Self.room(size))
  }

  func keyHelp(for data: CaseloadViewData) -> [KeyHelp] {
    var help = Self.bindings(page: 1).keyHelp()
    help.insert(ListClick.keyHelp(opens: true), at: ListMove.keyHelp.count)
    return help
  }

  /// The first row shown: the table scrolls just enough to keep the selection in view.
  private static func start(selected: Int, count: Int, room: Int) -> Int {
    min(max(0, selected - room + 1), max(0, count - room))
  }

  /// The rows the table shows: the Navigator's footer takes the last row; the title, rule,
  /// filter line and table header four; the rule and two lines of why under the table three.
  static func room(_ size: TerminalSize) -> Int { max(1, size.rows - 8) }
}
