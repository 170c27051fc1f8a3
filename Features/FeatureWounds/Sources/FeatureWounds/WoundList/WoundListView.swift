import CoreTerminal
import CoreVIPER

/// A patient's wounds as terminal lines: title, then one row per wound.
struct WoundListView: ViewLayout {
  var styling: Styling

  /// One space between columns: at 80 columns every cell of the longest row fits whole (the
  /// id, "skin tear", "right trochanter", a date, "124.5", "OVERDUE+OFF TRACK": 78 cells).
  private static let table = TextTable(
    columns: [
      .init("ID", width: .fixed(8)),
      .init("TYPE", width: .flexible(minimum: 4)),
      .init("SITE", width: .flexible(minimum: 6)),
      .init("LAST", width: .fixed(10)),
      .init("CM²", alignment: .right, width: .flexible(minimum: 4)),
      .init("PUSH", alignment: .right, width: .fixed(4)),
      .init("FLAG", width: .flexible(minimum: 7)),
    ],
    columnSpacing: 1
  )

  func lines(for data: WoundListViewData, size: TerminalSize) -> [String] {
    let width = size.columns
    let window = Self.window(data, size: size)
    // A long list says where the selection stands ("29/43").
    let detail = [data.countLabel, window?.position].compactMap { $0 }.filter { !$0.isEmpty }
      .joined(separator: " · ")
    let skeleton = ScreenSkeleton(width: width, styling: styling)
    var lines = skeleton.head(data.title, detail: detail)
    if let placeholder = skeleton.lines(for: data.content, printed: size.isPrinted) {
      lines += placeholder
    } else if data.showsBodyMap {
      lines += BodyMapArt.lines(data.bodyMap, width: width, styling: styling)
    } else if let rows = data.content.rows {
      let window = window ?? ListWindow(count: rows.count, selected: 0, room: rows.count)
      let cells = window.rows.map { rows[$0] }.map { row in
        [
          row.shortID, row.type, row.site, row.lastAssessed, row.area, row.push,
          row.needsAttention ? styling.red(row.flag) : row.flag,
        ]
      }
      lines += window.render(
        Self.table,
        cells: cells,
        width: width,
        // Printed once, the list has no cursor: nobody is at the keys.
        selected: size.isPrinted ? nil : data.selectedIndex,
        styling: styling
      )
    }
    return lines
  }

  /// The rows on screen: under the title, the rule and the table's header, above the
  /// Navigator's footer; every row when printed once. Nil when there is no row.
  private static func window(_ data: WoundListViewData, size: TerminalSize) -> ListWindow? {
    guard let rows = data.content.rows else { return nil }
    let room = size.isPrinted ? rows.count : room(size)
    return ListWindow(count: rows.count, selected: data.selectedIndex ?? 0, room: room)
  }

  private static func room(_ size: TerminalSize) -> Int { max(2, size.rows - 4) }

  /// The screen's bindings; a click picks the row it lands on (`ListClick`).
  func action(for key: Key, in data: WoundListViewData, size: TerminalSize) -> WoundListAction? {
    // Under the title, the rule and the table's header.
    ListClick.action(
      for: key,
      bindings: bindings(data, page: Self.room(size)),
      window: data.showsBodyMap ? nil : Self.window(data, size: size),
      top: 3,
      selected: data.selectedIndex,
      move: WoundListAction.move
    )
  }

  /// The keys of each state, declared once for the actions and `?`; the list pages by `page`.
  private func bindings(_ data: WoundListViewData, page: Int) -> [KeyBinding<WoundListAction>] {
    var keys: [KeyBinding<WoundListAction>] = []
    if data.showsBodyMap {
      keys.append(
        KeyBinding([.character("b")], KeyHelp("b", "show the list", short: "list"), .toggleBodyMap)
      )
    } else if let id = data.selectedID {
      keys += ListMove.bindings(page: page).map { $0.map(WoundListAction.move) }
      keys += [
        KeyBinding([.enter], KeyHelp("⏎", "open the wound", short: "open"), .open(id)),
        KeyBinding(
          [.character("n")],
          KeyHelp("n", "new assessment of the wound", short: "assess"),
          .assess(id)
        ),
        KeyBinding([.character("b")], KeyHelp("b", "show the body map"), .toggleBodyMap),
      ]
    }
    return keys + [
      KeyBinding([.character("a")], KeyHelp("a", "add a wound", short: "add"), .addWound),
      KeyBinding([.escape, .character("q")], KeyHelp("esc q", "back", short: "back"), .back),
    ]
  }

  /// The screen's key table in this state: the actions, `?`, the palette and the bar read it.
  func keyTable(for data: WoundListViewData, size: TerminalSize) -> [KeyBinding<WoundListAction>] {
    bindings(data, page: Self.room(size))
  }

  func keyHelp(for data: WoundListViewData) -> [KeyHelp] {
    let help = ListClick.keyHelp(
      bindings(data, page: 1).keyHelp(),
      opens: true,
      clicks: data.selectedID != nil && !data.showsBodyMap
    )
    // Not a key: what the type column's short words mean.
    return help + [WoundListText.legend]
  }
}
