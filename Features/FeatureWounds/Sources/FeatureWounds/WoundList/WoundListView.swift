import CoreTerminal
import CoreVIPER

/// A patient's wounds as terminal lines: title, then one row per wound.
struct WoundListView: ViewLayout {
  var styling: Styling

  /// One space between columns: at 80 columns every cell of a pressure injury fits whole.
  private static let table = TextTable(
    columns: [
      .init("TYPE", width: .flexible(minimum: 8)),
      .init("SITE", width: .flexible(minimum: 6)),
      .init("STAGE", width: .flexible(minimum: 5)),
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
    case .empty(let message):
      lines += TerminalText.wrap(message, width: width)
    case .failed(let message):
      lines += TerminalText.wrap(message, width: width).map(styling.red)
    case .rows(let rows):
      let cells = rows.map { row in
        [
          row.type, row.site, row.stage, row.lastAssessed, row.area, row.push,
          row.needsAttention ? styling.red(row.flag) : row.flag,
        ]
      }
      lines += Self.table.render(
        cells,
        width: width,
        selected: data.selectedIndex,
        styling: styling
      )
    }
    return lines
  }

  func action(for key: Key, in data: WoundListViewData) -> WoundListAction? {
    switch key {
    case .up, .character("k"): return .moveUp
    case .down, .character("j"): return .moveDown
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
      help += [
        KeyHelp("↑/↓ j/k", "move"), KeyHelp("⏎", "open the wound"),
        KeyHelp("n", "new assessment of the wound"),
      ]
    }
    return help + [KeyHelp("a", "add a wound"), KeyHelp("esc q", "back")]
  }
}
