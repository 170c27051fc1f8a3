import CoreTerminal
import CoreVIPER

/// The day's round as terminal lines: title, the patients in visit order (what is due and
/// their badges), the selected patient's address and what is due when her row cuts them, then
/// what the last action did.
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

  typealias Rows = FormattedRows<TodayViewData.Row>

  func lines(for data: TodayViewData, size: TerminalSize) -> [String] {
    let width = size.columns
    var detail = data.countLabel
    if !data.showsSupplies, let rows = data.content.rows, !size.isPrinted,
      let position = window(rows, data: data, size: size).window.position
    {
      // A round longer than the screen says where the selection stands ("29/43").
      detail = [detail, position].filter { !$0.isEmpty }.joined(separator: " · ")
    }
    let skeleton = ScreenSkeleton(width: width, styling: styling)
    var lines = skeleton.head(data.title, detail: detail)
    if let sections = data.supplies, sections.isEmpty {
      lines += TerminalText.wrap(
        "No dressing change is due: nothing to pack for the round.",
        width: width
      )
    } else if let sections = data.supplies {
      lines += supplies(sections, width: width)
    } else if let placeholder = skeleton.lines(for: data.content, printed: size.isPrinted) {
      lines += placeholder
    } else if let rows = data.content.rows {
      lines += table(rows, data: data, size: size)
    }
    if let question = data.question {
      lines += TerminalText.wrap(question, width: width).map(styling.bold)
    } else if let status = data.status {
      lines += TerminalText.wrap(status, width: width).map(styling.dim)
    }
    return lines
  }

  /// Each layer's title, then its products: counts right-aligned in one column, a long name
  /// wrapped under itself.
  private func supplies(_ sections: [TodayViewData.SupplySection], width: Int) -> [String] {
    let countWidth = sections.flatMap(\.items).map(\.count.count).max() ?? 1
    let indent = String(repeating: " ", count: countWidth + 4)
    var lines: [String] = []
    for section in sections {
      lines.append(styling.bold(section.title.truncated(toWidth: width)))
      for item in section.items {
        let pad = String(repeating: " ", count: countWidth - item.count.count)
        let name = TerminalText.wrap(item.product, width: max(8, width - indent.count))
        lines += name.enumerated().map { index, line in
          (index == 0 ? "  \(pad)\(item.count)  " : indent) + line
        }
      }
    }
    return lines
  }

  /// The rows on screen, then what the selected row cuts (its address, what is due) and her
  /// visit of the day; printed once, every row with what it cuts under it.
  private func table(_ rows: Rows, data: TodayViewData, size: TerminalSize)
    -> [String]
  {
    let width = size.columns
    let showsPlace = width >= Self.placeWidth
    let table = Self.table(showsPlace: showsPlace)
    let cells = { (window: ListWindow) in Self.cells(rows, window: window, showsPlace: showsPlace) }
    let (window, below) = self.window(rows, data: data, size: size)
    var lines: [String] = []
    if window.hiddenAbove > 0 { lines.append(styling.dim("↑ \(window.hiddenAbove) more")) }
    let shown = zip(rows[window.rows], cells(window)).map { row, cells in
      row.isUrgent ? cells.enumerated().map { $0 == cells.count - 2 ? styling.red($1) : $1 } : cells
    }
    if size.isPrinted {
      // Printed once, the round has no cursor (nobody is at the keys), and what a row cuts is
      // written whole under that row, so a pipe carries every patient's address and due text.
      let widths = table.columnWidths(for: shown, width: width)
      let rendered = table.render(shown, width: width, styling: styling)
      lines.append(rendered[0])
      for (row, line) in zip(rows[window.rows], rendered.dropFirst()) {
        lines.append(line)
        lines += cutText(of: row, widths: widths, printed: true).flatMap {
          TerminalText.field($0.label, $0.text, labelWidth: 8, width: width - 6, styling: styling)
            .map { "      " + $0 }
        }
      }
      return lines
    }
    lines += table.render(
      shown,
      width: width,
      selected: data.selectedIndex.map { $0 - window.rows.lowerBound },
      styling: styling
    )
    lines += below
    if let visit = data.selectedVisit {
      lines.append(styling.yellow(visit.truncated(toWidth: width)))
    }
    return lines
  }

  private static func cells(_ rows: Rows, window: ListWindow, showsPlace: Bool)
    -> [[String]]
  {
    rows[window.rows].map { row in
      [row.position, row.name] + (showsPlace ? [row.place] : []) + [
        row.badges.joined(separator: " "), row.due,
      ]
    }
  }

  /// The rows on screen and the lines under them (what the selected row cuts, whole): the
  /// window leaves them room.
  private func window(_ rows: Rows, data: TodayViewData, size: TerminalSize)
    -> (window: ListWindow, below: [String])
  {
    let width = size.columns
    let showsPlace = width >= Self.placeWidth
    let table = Self.table(showsPlace: showsPlace)
    // The title, the rule, the table's header, the status line and the footer.
    let room = size.rows - 5 - (data.selectedVisit == nil ? 0 : 1)
    let selected = data.selectedIndex ?? 0
    let window = ListWindow(count: rows.count, selected: selected, room: room)
    let widths = table.columnWidths(
      for: Self.cells(rows, window: window, showsPlace: showsPlace),
      width: width
    )
    let cut =
      rows.indices.contains(selected) && !size.isPrinted
      ? cutText(of: rows[selected], widths: widths) : []
    let below = cut.flatMap {
      TerminalText.field($0.label, $0.text, labelWidth: 8, width: width, styling: styling)
    }
    guard !below.isEmpty else { return (window, below) }
    let shorter = ListWindow(
      count: rows.count,
      selected: selected,
      room: max(1, room - below.count)
    )
    return (shorter, below)
  }

  /// The selected row's address (when the row shows no place, or cuts it) and what is due
  /// (when cut), whole; printed, also her name and flags when the row cuts them (on a
  /// terminal the selected patient's name is one Enter away).
  private func cutText(of row: TodayViewData.Row, widths: [Int], printed: Bool = false)
    -> [(label: String, text: String)]
  {
    let showsPlace = widths.count == 5
    var cut: [(label: String, text: String)] = []
    if printed, row.name.displayWidth > widths[1] { cut.append(("Patient", row.name)) }
    let flags = row.badges.joined(separator: " ")
    if printed, flags.displayWidth > widths[widths.count - 2] { cut.append(("Flags", flags)) }
    let placeCut = !showsPlace || row.place.displayWidth > widths[2]
    if placeCut, !row.address.isEmpty { cut.append(("Address", row.address)) }
    if let dueWidth = widths.last, row.due.displayWidth > dueWidth { cut.append(("Due", row.due)) }
    return cut
  }

  /// The state's bindings; on the round a click picks the patient whose row it lands on.
  func action(for key: Key, in data: TodayViewData, size: TerminalSize) -> TodayAction? {
    // Under the title, the rule, and the table's header ("↑ N more" is above it here).
    ListClick.action(
      for: key,
      bindings: bindings(data, page: size.rows - 5),
      window: data.question == nil && !data.showsSupplies
        ? data.content.rows.map { window($0, data: data, size: size).window } : nil,
      top: 3,
      selected: data.selectedIndex,
      move: TodayAction.move
    )
  }

  /// The keys of each state, declared once for the actions, `?` and the bottom bar; the
  /// round pages by `page` rows.
  private func bindings(_ data: TodayViewData, page: Int = 1) -> [KeyBinding<TodayAction>] {
    if data.question != nil {
      return KeyBinding.question(yes: .confirm, no: .decline)
    }
    var keys: [KeyBinding<TodayAction>] = []
    if let id = data.selectedID {
      keys += ListMove.bindings(page: page).map { $0.map(TodayAction.move) }
      keys += [
        KeyBinding([.enter], KeyHelp("⏎", "open the patient", short: "open"), .open(id)),
        KeyBinding(
          [.character("v")],
          KeyHelp(
            "v",
            "record the visit: how it ended, what was done, a note, the time",
            short: "visit"
          ),
          .visit(id)
        ),
      ]
      if data.selectedVisit != nil {
        let help = KeyHelp(
          "x",
          "void the last visit of the day to this patient, recorded by mistake (asks first)"
        )
        keys.append(KeyBinding([.character("x")], help, .void(id)))
      }
    }
    keys += data.crossings.compactMap { help in
      help.keys.first.map { KeyBinding([.character($0)], help, TodayAction.crossing($0)) }
    }
    if data.canSearch {
      keys.append(
        KeyBinding([.character("/")], KeyHelp("/", "find a patient", short: "find"), .search)
      )
    }
    let supplies =
      data.showsSupplies
      ? KeyHelp("u", "back to the round's patients", short: "round")
      : KeyHelp("u", "the supplies the round's dressing changes need")
    return keys + [
      KeyBinding([.character("u")], supplies, .supplies),
      KeyBinding(
        [.character("h")],
        KeyHelp("h", "the handover: what colleagues recorded since you last saw them"),
        .handover
      ),
      KeyBinding([.character("p")], KeyHelp("p", "all patients"), .patients),
      KeyBinding([.character("r")], KeyHelp("r", "read the round again"), .reload),
      KeyBinding(
        [.escape, .character("q")],
        KeyHelp("esc q", "leave the app (asks first)", short: "quit"),
        .back
      ),
    ]
  }

  func keyHelp(for data: TodayViewData) -> [KeyHelp] {
    ListClick.keyHelp(
      bindings(data).keyHelp(),
      opens: true,
      clicks: data.question == nil && data.selectedID != nil
    )
  }

  /// The round's key table in this state: the actions, `?`, the palette and the bottom bar
  /// (its first four marked keys) read it.
  func keyTable(for data: TodayViewData, size: TerminalSize) -> [KeyBinding<TodayAction>] {
    bindings(data, page: size.rows - 5)
  }

  /// A y/n question takes every key: `?` is an answer then, not the help.
  func isEditingText(_ data: TodayViewData) -> Bool { data.question != nil }
}
