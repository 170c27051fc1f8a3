import CoreTerminal
import CoreVIPER

/// The wounds that need the nurse as terminal lines: one row each, the selected one marked;
/// the rows around the selection when they do not all fit.
struct WoundAlertsView: ViewLayout {
  var styling: Styling

  private static let table = TextTable(
    columns: [
      .init("PATIENT", width: .flexible(minimum: 8)),
      .init("WOUND", width: .flexible(minimum: 8)),
      .init("LAST SEEN", width: .fixed(10)),
      .init("WHY", width: .flexible(minimum: 8)),
    ]
  )

  func lines(for data: WoundAlertsViewData, size: TerminalSize) -> [String] {
    let width = size.columns
    let window = Self.window(data, size: size)
    // A long list says where the selection stands ("29/43").
    let detail = [data.detail, window?.position].compactMap { $0 }.joined(separator: " · ")
    let skeleton = ScreenSkeleton(width: width, styling: styling)
    var lines = skeleton.head("Wounds needing attention", detail: detail)
    switch data.content {
    case .loading:
      lines += skeleton.loading
    case .failed(let message):
      lines += skeleton.failure(message)
    case .empty:
      lines.append("No wound needs attention: none is overdue or off its healing trajectory.")
    case .loaded(let rows, let selected):
      let window = Self.window(count: rows.count, selected: selected, size: size)
      let cells = rows[window.rows].map { [$0.patient, $0.wound, $0.lastAssessed, $0.why] }
      lines += Self.table.render(
        cells,
        width: width,
        selected: selected - window.hiddenAbove,
        styling: styling
      )
      if window.hiddenAbove > 0 {
        lines.insert(styling.dim("  ↑ \(window.hiddenAbove) more"), at: 3)
      }
    }
    return lines.map { $0.truncated(toWidth: width) }
  }

  func action(for key: Key, in data: WoundAlertsViewData) -> WoundAlertsAction? {
    action(for: key, in: data, size: .standard)
  }

  /// Every list's keys (`ListMove`: ↑/↓ j/k and the wheel, PgUp/PgDn by the rows shown,
  /// Home/g, End/G), then the screen's own; a click picks the row it lands on.
  func action(for key: Key, in data: WoundAlertsViewData, size: TerminalSize)
    -> WoundAlertsAction?
  {
    let bindings = Self.bindings(page: Self.room(size))
    if let action = bindings.action(for: key) { return action }
    guard case .click(let line, _) = key, case .loaded(_, let selected) = data.content,
      let window = Self.window(data, size: size)
    else { return nil }
    // Under the title, the rule, the table's header and, once scrolled, the "↑ N more" line.
    let firstRow = 3 + (window.hiddenAbove > 0 ? 1 : 0)
    return ListClick.action(
      on: window.row(atOffset: line - firstRow),
      selected: selected,
      bindings: bindings,
      move: WoundAlertsAction.move
    )
  }

  /// The screen's keys, declared once for the actions and `?`; the list pages by `page`.
  private static func bindings(page: Int) -> [KeyBinding<WoundAlertsAction>] {
    ListMove.bindings(page: page).map { $0.map(WoundAlertsAction.move) } + [
      KeyBinding([.enter], KeyHelp("⏎", "open the wound", short: "open"), WoundAlertsAction.open),
      KeyBinding([.escape, .character("q")], KeyHelp("esc q", "back", short: "back"), .back),
    ]
  }

  /// The screen's key table in this state: the actions, `?`, the palette and the bar read it.
  func keyTable(for data: WoundAlertsViewData, size: TerminalSize) -> [KeyBinding<
    WoundAlertsAction
  >] {
    Self.bindings(page: Self.room(size))
  }

  func keyHelp(for data: WoundAlertsViewData) -> [KeyHelp] {
    var help = Self.bindings(page: 1).keyHelp()
    help.insert(ListClick.keyHelp(opens: true), at: ListMove.keyHelp.count)
    return help
  }

  /// The rows on screen, nil when there is none.
  private static func window(_ data: WoundAlertsViewData, size: TerminalSize) -> ListWindow? {
    guard case .loaded(let rows, let selected) = data.content else { return nil }
    return window(count: rows.count, selected: selected, size: size)
  }

  /// The rows of a loaded list on screen: a list, even empty of rows, always has a window.
  private static func window(count: Int, selected: Int, size: TerminalSize) -> ListWindow {
    ListWindow(count: count, selected: selected, room: room(size))
  }

  /// The rows the table shows: the Navigator's footer takes the last row; the title, rule and
  /// table header three.
  static func room(_ size: TerminalSize) -> Int { max(1, size.rows - 4) }
}
