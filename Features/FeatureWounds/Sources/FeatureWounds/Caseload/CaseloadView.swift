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
    let window = Self.window(data, size: size)
    // A long list says where the selection stands ("29/43").
    let detail = [data.detail, window?.position].compactMap { $0 }.joined(separator: " · ")
    let skeleton = ScreenSkeleton(width: width, styling: styling)
    var lines = skeleton.head("Caseload by concern", detail: detail)
    let showing = data.filter.map { [styling.dim("Showing: \($0)")] } ?? []
    switch data.content {
    case .empty(let message, _):
      // One line, cut to the width as every line here.
      lines += showing + [message]
    case .rows(let rows):
      lines += showing
      let selected = data.selectedIndex ?? 0
      let window = ListWindow(count: rows.count, selected: selected, room: Self.room(size))
      let (table, cells) = Self.table(width: width)
      lines += window.render(
        table,
        cells: rows[window.rows].map(cells),
        width: width,
        selected: selected,
        styling: styling
      )
      // The selected wound's reasons in full words, at most two lines, a cut one marked.
      let wrapped = TerminalText.wrap("Why: \(rows[selected].words)", width: width)
      var why = Array(wrapped.prefix(2))
      if wrapped.count > 2 { why[1] = why[1].truncated(toWidth: width - 1) + "…" }
      lines += [skeleton.rule] + why
    default:
      lines += skeleton.lines(for: data.content, printed: size.isPrinted) ?? []
    }
    return lines.map { $0.truncated(toWidth: width) }
  }

  /// Every list's keys (`ListMove`), then the screen's own; a click picks the row it lands on.
  func action(for key: Key, in data: CaseloadViewData, size: TerminalSize) -> CaseloadAction? {
    // Under the title, the rule, the filter and the table's header.
    ListClick.action(
      for: key,
      bindings: Self.bindings(page: Self.room(size)),
      window: Self.window(data, size: size),
      top: 4,
      selected: data.selectedIndex,
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
    ListClick.keyHelp(Self.bindings(page: 1).keyHelp(), opens: true)
  }

  /// The rows on screen, nil when there is none.
  private static func window(_ data: CaseloadViewData, size: TerminalSize) -> ListWindow? {
    guard let rows = data.content.rows else { return nil }
    return ListWindow(count: rows.count, selected: data.selectedIndex ?? 0, room: room(size))
  }

  /// The rows the table shows: the Navigator's footer takes the last row; the title, rule,
  /// filter line and table header four; the rule and two lines of why under the table three.
  static func room(_ size: TerminalSize) -> Int { max(1, size.rows - 8) }
}
