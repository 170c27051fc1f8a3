import CoreTerminal
import CoreVIPER

/// The patient list as terminal lines: title, search line, then a table of patients.
struct PatientListView: ViewLayout {
  var styling: Styling

  func lines(for data: PatientListViewData, size: TerminalSize) -> [String] {
    let width = size.columns
    let skeleton = ScreenSkeleton(width: width, styling: styling)
    let window = window(data, size: size)
    var lines = header(data, position: window?.position, skeleton: skeleton)
    if let placeholder = skeleton.lines(for: data.content, printed: size.isPrinted) {
      lines += placeholder
    } else if let rows = data.content.rows, let window {
      lines += table(rows, data: data, window: window, width: width, printed: size.isPrinted)
    }
    return lines
  }

  /// The rows on screen only (`ListWindow`): from the first one, or scrolled just enough that
  /// the selected one shows; nil without rows. Once-mode gives a room as tall as the list.
  private func window(_ data: PatientListViewData, size: TerminalSize) -> ListWindow? {
    guard let rows = data.content.rows else { return nil }
    return ListWindow(
      count: rows.count,
      selected: data.selectedIndex ?? 0,
      room: room(data, size: size)
    )
  }

  private func header(_ data: PatientListViewData, position: String?, skeleton: ScreenSkeleton)
    -> [String]
  {
    let width = skeleton.width
    let detail = [data.countLabel, position].compactMap { $0 }.joined(separator: " · ")
    var lines = [skeleton.title(data.title, detail: detail)]
    if data.isEditingSearch {
      lines.append("Search: \(data.searchText)_".truncated(toWidth: width))
    } else if !data.searchText.isEmpty {
      lines.append("Search: \(data.searchText)".truncated(toWidth: width))
    }
    lines.append(skeleton.rule)
    return lines
  }

  /// Rows the terminal shows under the title lines, the table header and the Navigator's
  /// footer line: a page for PgUp/PgDn.
  private func room(_ data: PatientListViewData, size: TerminalSize) -> Int {
    max(2, size.rows - titleLines(data) - 2)
  }

  /// The title and the rule, and the search line between them while there is one.
  private func titleLines(_ data: PatientListViewData) -> Int {
    data.isEditingSearch || !data.searchText.isEmpty ? 3 : 2
  }

  /// The table of the rows in `window`, the only ones formatted.
  private func table(
    _ rows: FormattedRows<PatientListViewData.Row>,
    data: PatientListViewData,
    window: ListWindow,
    width: Int,
    printed: Bool
  ) -> [String] {
    let showsID = width >= Self.idWidth
    let cells = window.rows.map { index in
      let row = rows[index]
      return (data.showsBadges ? [row.unread, row.overdue] : [])
        + (showsID ? [row.shortID] : []) + [row.name, row.birthDateAndAge, row.braden]
        + (data.showsStatus ? [row.statusMarker] : [])
    }
    let table = Self.table(
      showsStatus: data.showsStatus,
      showsBadges: data.showsBadges,
      showsID: showsID
    )
    // Printed once, a list has no cursor: nobody is at the keys.
    return window.render(
      table,
      cells: cells,
      width: width,
      selected: printed ? nil : data.selectedIndex,
      styling: styling
    )
  }

  /// Below this width the short id leaves the table, so that names are not cut for it: a
  /// nurse finds her patient by name, and the id is on her detail (and `/` finds it).
  static let idWidth = 72

  private static func table(showsStatus: Bool, showsBadges: Bool, showsID: Bool) -> TextTable {
    // The badges come first, in fixed columns: seen at a glance, and never cut.
    var columns: [TextTable.Column] =
      showsBadges ? [.init("✉", width: .fixed(3)), .init("!", width: .fixed(1))] : []
    if showsID { columns.append(.init("ID", width: .fixed(8))) }
    columns += [
      .init("NAME", width: .flexible(minimum: 10)),
      .init("BORN", width: .flexible(minimum: 10)),
      .init("BRADEN", width: .flexible(minimum: 6)),
    ]
    if showsStatus { columns.append(.init("STATUS", width: .flexible(minimum: 4))) }
    return TextTable(columns: columns)
  }

  func action(for key: Key, in data: PatientListViewData) -> PatientListAction? {
    action(for: key, in: data, size: .standard)
  }

  /// The screen's bindings, then, while searching, the characters typed; on the list a click
  /// picks the row it lands on (`ListClick`).
  func action(
    for key: Key,
    in data: PatientListViewData,
    size: TerminalSize
  ) -> PatientListAction? {
    let bindings = bindings(data, page: room(data, size: size))
    if data.isEditingSearch { return bindings.action(for: key) ?? typed(key, in: data) }
    // Under the title lines and the table's header.
    return ListClick.action(
      for: key,
      bindings: bindings,
      window: window(data, size: size),
      top: titleLines(data) + 1,
      selected: data.selectedIndex,
      move: PatientListAction.move
    )
  }

  /// A character or a paste typed into the search line.
  private func typed(_ key: Key, in data: PatientListViewData) -> PatientListAction? {
    switch key {
    case .character(let character): return .editSearch(data.searchText + String(character))
    case .paste(let text):
      // A search is one line: a pasted line break is a space, never Enter.
      return .editSearch(data.searchText + QuestionFormText.insertable(text, holdsLines: false))
    default: return nil
    }
  }

  /// The keys of each state, declared once for the actions and `?`; a list pages by `page`.
  private func bindings(_ data: PatientListViewData, page: Int) -> [KeyBinding<PatientListAction>] {
    if data.isEditingSearch {
      return [
        KeyBinding([.enter], KeyHelp("⏎", "apply the search", short: "apply"), .applySearch),
        KeyBinding([.control("u")], KeyHelp("Ctrl-U", "clear it"), .editSearch("")),
        KeyBinding(
          [.backspace, .delete],
          nil,
          .editSearch(String(data.searchText.dropLast()))
        ),
        KeyBinding([.escape], KeyHelp("esc", "cancel the search", short: "cancel"), .cancelSearch),
      ]
    }
    var keys: [KeyBinding<PatientListAction>] = []
    if let id = data.selectedID {
      keys += ListMove.bindings(page: page).map { $0.map(PatientListAction.move) }
      keys.append(KeyBinding([.enter], KeyHelp("⏎", "open the patient", short: "open"), .open(id)))
    }
    keys += [
      KeyBinding([.character("a")], KeyHelp("a", "add a patient", short: "add"), .add),
      KeyBinding([.character("/")], KeyHelp("/", "search", short: "search"), .startSearch),
      KeyBinding(
        [.character("A")],
        KeyHelp("A", data.showsStatus ? "active patients only" : "archived patients too"),
        .toggleArchived
      ),
    ]
    keys += data.crossings.compactMap { help in
      help.keys.first.map { KeyBinding([.character($0)], help, PatientListAction.cross($0)) }
    }
    if data.searchText.isEmpty {
      return keys + [
        KeyBinding([.escape, .character("q")], KeyHelp("esc q", "back", short: "back"), .back)
      ]
    }
    return keys + [
      KeyBinding([.escape], KeyHelp("esc", "show every patient"), .clearSearch),
      KeyBinding([.character("q")], KeyHelp("q", "back"), .back),
    ]
  }

  /// The screen's key table in this state: the actions, `?`, the palette and the bar read it.
  func keyTable(for data: PatientListViewData, size: TerminalSize) -> [KeyBinding<
    PatientListAction
  >] {
    bindings(data, page: room(data, size: size))
  }

  func keyHelp(for data: PatientListViewData) -> [KeyHelp] {
    var help = ListClick.keyHelp(
      bindings(data, page: 1).keyHelp(),
      opens: true,
      clicks: data.selectedID != nil && !data.isEditingSearch
    )
    if data.showsBadges, !data.isEditingSearch {
      // Not a key: what the two badge columns mean, where the nurse looks for the keys.
      let backKeys = data.searchText.isEmpty ? 1 : 2
      help.insert(
        KeyHelp("✉2 !", "unread messages, a wound overdue (columns)"),
        at: help.count - backKeys
      )
    }
    return help
  }

  func isEditingText(_ data: PatientListViewData) -> Bool { data.isEditingSearch }
}
