import CoreTerminal
import CoreVIPER

/// The day's round as terminal lines: title, the patients in visit order (what is due and
/// their badges), then what the last action did.
struct TodayView: ViewLayout {
  var styling: Styling

  /// What is due matters most: it comes last and takes the room left. The place (postal code
  /// and street) shows from 110 columns; the list is in its order either way.
  private static func table(showsPlace: Bool) -> TextTable {
    let place: [TextTable.Column] = showsPlace ? [.init("PLACE", width: .flexible(minimum: 6))] : []
    return TextTable(
      columns: [
        .init("#", alignment: .right, width: .fixed(3)),
        .init("PATIENT", width: .flexible(minimum: 8)),
      ] + place + [
        .init("FLAGS", width: .flexible(minimum: 5)),
        .init("DUE", width: .flexible(minimum: 10)),
      ],
      columnSpacing: 1
    )
  }

  static let placeWidth = 110

  func lines(for data: TodayViewData, size: TerminalSize) -> [String] {
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
      // The title, the rule, the table's header, the status line and the footer.
      let window = ListWindow(
        count: rows.count,
        selected: data.selectedIndex ?? 0,
        room: size.rows - 5 - (data.selectedVisit == nil ? 0 : 1)
      )
      if window.hiddenAbove > 0 { lines.append(styling.dim("↑ \(window.hiddenAbove) more")) }
      let showsPlace = width >= Self.placeWidth
      let cells = rows[window.rows].map { row in
        let flags = row.badges.joined(separator: " ")
        return [row.position, row.name] + (showsPlace ? [row.place] : []) + [
          row.isUrgent ? styling.red(flags) : flags, row.due,
        ]
      }
      let selected = data.selectedIndex.map { $0 - window.rows.lowerBound }
      lines += Self.table(showsPlace: showsPlace).render(
        cells,
        width: width,
        selected: selected,
        styling: styling
      )
      if let visit = data.selectedVisit {
        lines.append(styling.yellow(visit.truncated(toWidth: width)))
      }
    }
    if let question = data.question {
      lines += TerminalText.wrap(question, width: width).map(styling.bold)
    } else if let status = data.status {
      lines += TerminalText.wrap(status, width: width).map(styling.dim)
    }
    return lines
  }

  func action(for key: Key, in data: TodayViewData) -> TodayAction? {
    action(for: key, in: data, size: .standard)
  }

  func action(for key: Key, in data: TodayViewData, size: TerminalSize) -> TodayAction? {
    if data.question != nil {
      switch key {
      case .character("y"), .character("Y"): return .confirm
      case .character("n"), .character("N"), .escape: return .decline
      default: return nil
      }
    }
    if let move = ListMove(key: key, page: size.rows - 5) { return .move(move) }
    switch key {
    case .enter: return data.selectedID.map(TodayAction.open)
    case .character("v"): return data.selectedID.map(TodayAction.visit)
    case .character("x") where data.selectedVisit != nil:
      return data.selectedID.map(TodayAction.void)
    case .character("p"): return .patients
    case .character("r"): return .reload
    case .character(let key) where data.crossings.contains(where: { $0.keys == String(key) }):
      return .crossing(key)
    case .escape, .character("q"): return .back
    default: return nil
    }
  }

  func keyHelp(for data: TodayViewData) -> [KeyHelp] {
    if data.question != nil { return [KeyHelp("y", "yes"), KeyHelp("n esc", "no")] }
    var help: [KeyHelp] = []
    if data.selectedID != nil {
      help +=
        ListMove.keyHelp + [
          KeyHelp("⏎", "open the patient"),
          KeyHelp("v", "record the visit: what was done, a note, the time"),
        ]
    }
    if data.selectedVisit != nil {
      help.append(KeyHelp("x", "void her last visit of the day, recorded by mistake (asks first)"))
    }
    return help + [KeyHelp("p", "all patients"), KeyHelp("r", "read the round again")]
      + data.crossings + [KeyHelp("esc q", "leave")]
  }

  /// A y/n question takes every key: `?` is an answer then, not the help.
  func isEditingText(_ data: TodayViewData) -> Bool { data.question != nil }
}
