import CoreTerminal
import CoreVIPER

/// The patient list as terminal lines: title, search line, then a table of patients.
struct PatientListView: ViewLayout {
  var styling: Styling

  func lines(for data: PatientListViewData, size: TerminalSize) -> [String] {
    let width = size.columns
    var lines = [
      TerminalText.title(data.title, detail: data.countLabel, width: width, styling: styling)
    ]
    if data.isEditingSearch {
      lines.append("Search: \(data.searchText)_".truncated(toWidth: width))
    } else if !data.searchText.isEmpty {
      lines.append("Search: \(data.searchText)".truncated(toWidth: width))
    }
    lines.append(TerminalText.rule(width: width, styling: styling))
    switch data.content {
    case .loading:
      lines.append(styling.dim("Loading…"))
    case .empty(let message):
      lines += TerminalText.wrap(message, width: width)
    case .failed(let message):
      lines += TerminalText.wrap(message, width: width).map(styling.red)
    case .rows(let rows):
      // Rows the terminal shows under these lines, the table header and the Navigator's
      // footer line.
      let room = max(2, size.rows - lines.count - 2)
      lines += table(rows, data: data, width: width, room: room)
    }
    return lines
  }

  /// The rows from the first one, or scrolled just enough that the selected one is within
  /// `room` lines. Rows below are still returned: the Navigator clips them on a terminal,
  /// and once-mode (selection on the first row) prints the whole list to a pipe.
  private func table(
    _ rows: [PatientListViewData.Row],
    data: PatientListViewData,
    width: Int,
    room: Int
  ) -> [String] {
    let selected = data.selectedIndex ?? 0
    // Scrolled, one line goes to saying how many rows are above.
    let first = selected < room ? 0 : selected - room + 2
    let cells = rows[first...].map { row in
      [row.shortID, row.name, row.birthDateAndAge, row.braden]
        + (data.showsStatus ? [row.statusMarker] : [])
    }
    var lines = Self.table(showsStatus: data.showsStatus).render(
      cells,
      width: width,
      selected: data.selectedIndex.map { $0 - first },
      styling: styling
    )
    if first > 0 {
      lines.insert(styling.dim("  ↑ \(first) more").truncated(toWidth: width), at: 1)
    }
    return lines
  }

  private static func table(showsStatus: Bool) -> TextTable {
    var columns: [TextTable.Column] = [
      .init("ID", width: .fixed(8)),
      .init("NAME", width: .flexible(minimum: 10)),
      .init("BORN", width: .fixed(15)),
      .init("BRADEN", width: .flexible(minimum: 6)),
    ]
    if showsStatus { columns.append(.init("STATUS", width: .flexible(minimum: 4))) }
    return TextTable(columns: columns)
  }

  func action(for key: Key, in data: PatientListViewData) -> PatientListAction? {
    if data.isEditingSearch {
      switch key {
      case .character(let character): return .editSearch(data.searchText + String(character))
      case .paste(let text):
        // A search is one line: a pasted line break is a space, never Enter.
        return .editSearch(
          data.searchText + QuestionFormText.insertable(text, holdsLines: false)
        )
      case .backspace, .delete: return .editSearch(String(data.searchText.dropLast()))
      case .enter: return .applySearch
      case .escape: return .cancelSearch
      default: return nil
      }
    }
    switch key {
    case .up, .character("k"): return .moveUp
    case .down, .character("j"): return .moveDown
    case .enter: return data.selectedID.map(PatientListAction.open)
    case .character("a"): return .add
    case .character("s") where data.canOpenSync: return .openSync
    case .character("i") where data.canOpenInbox: return .openInbox
    case .character("/"): return .startSearch
    case .escape where !data.searchText.isEmpty: return .clearSearch
    case .escape, .character("q"): return .back
    default: return nil
    }
  }

  func keyHelp(for data: PatientListViewData) -> [KeyHelp] {
    if data.isEditingSearch {
      return [KeyHelp("⏎", "apply the search"), KeyHelp("esc", "cancel the search")]
    }
    var help: [KeyHelp] = []
    if data.selectedID != nil {
      help += [KeyHelp("↑/↓ j/k", "move"), KeyHelp("⏎", "open the patient")]
    }
    help += [KeyHelp("a", "add a patient"), KeyHelp("/", "search")]
    if data.canOpenSync { help.append(KeyHelp("s", "sync with the team")) }
    if data.canOpenInbox { help.append(KeyHelp("i", "the team's messages")) }
    if data.searchText.isEmpty {
      help.append(KeyHelp("esc q", "back"))
    } else {
      help += [KeyHelp("esc", "show every patient"), KeyHelp("q", "back")]
    }
    return help
  }

  func isEditingText(_ data: PatientListViewData) -> Bool { data.isEditingSearch }
}
