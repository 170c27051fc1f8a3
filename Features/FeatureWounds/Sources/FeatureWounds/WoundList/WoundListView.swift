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
    var lines = [
      TerminalText.title(data.title, detail: data.countLabel, width: width, styling: styling),
      TerminalText.rule(width: width, styling: styling),
    ]
    switch data.content {
    case .loading:
      lines.append(styling.dim("Loading…"))
    case .empty(let message, let hint):
      let hint = size.isPrinted ? nil : hint
      lines += TerminalText.wrap(
        [message, hint].compactMap { $0 }.joined(separator: " "),
        width: width
      )
    case .failed(let message):
      lines += TerminalText.wrap(message, width: width).map(styling.red)
    case .rows(let rows):
      let cells = rows.map { row in
        [
          row.shortID, row.type, row.site, row.lastAssessed, row.area, row.push,
          row.needsAttention ? styling.red(row.flag) : row.flag,
        ]
      }
      lines += Self.table.render(
        cells,
        width: width,
        // Printed once, the list has no cursor: nobody is at the keys.
        selected: size.isPrinted ? nil : data.selectedIndex,
        styling: styling
      )
    }
    return lines
  }

  func action(for key: Key, in data: WoundListViewData) -> WoundListAction? {
    action(for: key, in: data, size: .standard)
  }

  func action(for key: Key, in data: WoundListViewData, size: TerminalSize) -> WoundListAction? {
    // A page: the rows under the title, the rule, the table header and the footer.
    if let move = ListMove(key: key, page: size.rows - 4) { return .move(move) }
    switch key {
    case .enter: return data.selectedID.map(WoundListAction.open)
    case .character("n"): return data.selectedID.map(WoundListAction.assess)
    case .character("a"): return .addWound
    case .escape, .character("q"): return .back
    default: return nil
    }
  }

  func keyHelp(for data: WoundListViewData) -> [KeyHelp] {
    var help: [KeyHelp] = []
    if data.selectedID != nil {
      help +=
        ListMove.keyHelp + [
          KeyHelp("⏎", "open the wound"), KeyHelp("n", "new assessment of the wound"),
        ]
    }
    return help + [KeyHelp("a", "add a wound"), KeyHelp("esc q", "back"), WoundListText.legend]
  }
}
