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
    case .empty(let message, _):
      // One line, cut to the width as every line here.
      lines.append(message)
    case .rows(let rows):
      let selected = data.selectedIndex ?? 0
      let window = ListWindow(count: rows.count, selected: selected, room: Self.room(size))
      let cells = rows[window.rows].map { [$0.patient, $0.wound, $0.lastAssessed, $0.why] }
      lines += window.render(
        Self.table,
        cells: cells,
        width: width,
        selected: selected,
        styling: styling
      )
    default:
      lines += skeleton.lines(for: data.content, printed: size.isPrinted) ?? []
    }
    return lines.map { $0.truncated(toWidth: width) }
  }

  /// Every list's keys (`ListMove`: ↑/↓ j/k and the wheel, PgUp/PgDn by the rows shown,
  /// Home/g, End/G), then the screen's own; a click picks the row it lands on.
  func action(for key: Key, in data: WoundAlertsViewData, size: TerminalSize)
    -> WoundAlertsAction?
  {
    // Under the title, the rule and the table's header.
    ListClick.action(
      for: key,
      bindings: Self.bindings(page: Self.room(size)),
      window: Self.window(data, size: size),
      top: 3,
      selected: data.selectedIndex,
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
    ListClick.keyHelp(Self.bindings(page: 1).keyHelp(), opens: true)
  }

  /// The rows on screen, nil when there is none.
  private static func window(_ data: WoundAlertsViewData, size: TerminalSize) -> ListWindow? {
    guard let rows = data.content.rows else { return nil }
    return ListWindow(count: rows.count, selected: data.selectedIndex ?? 0, room: room(size))
  }

  /// The rows the table shows: the Navigator's footer takes the last row; the title, rule and
  /// table header three.
  static func room(_ size: TerminalSize) -> Int { max(1, size.rows - 4) }
}
