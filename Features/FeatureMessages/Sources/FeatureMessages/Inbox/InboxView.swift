import CoreTerminal
import CoreVIPER

/// The inbox as terminal lines: title, then two lines per thread (who and when, then the
/// last message), newest first.
struct InboxView: ViewLayout {
  var styling: Styling

  /// The last message sits under the name, indented past the selection gutter.
  private static let indent = "    "

  func lines(for data: InboxViewData, size: TerminalSize) -> [String] {
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
      lines += TerminalText.wrap(message.plainLine, width: width).map(styling.red)
    case .rows(let rows):
      lines += threads(rows, selected: data.selectedIndex, width: width, room: room(size))
    }
    return lines
  }

  /// The threads from the first one, or scrolled just enough that the selected one shows.
  /// Threads below are still returned: the Navigator clips them on a terminal, and once-mode
  /// (selection on the first thread) prints the whole inbox to a pipe.
  private func threads(
    _ rows: [InboxViewData.Row],
    selected: Int?,
    width: Int,
    room: Int
  ) -> [String] {
    let selected = selected ?? 0
    // Scrolled, one line goes to saying how many threads are above.
    let first = selected < room ? 0 : selected - room + 2
    var lines: [String] = []
    if first > 0 { lines.append(styling.dim("  ↑ \(first) more").truncated(toWidth: width)) }
    for (index, row) in rows.enumerated().dropFirst(first) {
      lines += thread(row, isSelected: index == selected, width: width)
    }
    return lines
  }

  private func thread(_ row: InboxViewData.Row, isSelected: Bool, width: Int) -> [String] {
    let gutter = isSelected ? TextTable.selectionMarker : "  "
    let marks = [row.unreadBadge, row.pendingMarker, row.time].filter { !$0.isEmpty }
    let right = marks.joined(separator: "  ")
    let nameRoom = max(1, width - gutter.displayWidth - right.displayWidth - 2)
    let name = row.patientName.plainLine.truncated(toWidth: nameRoom)
    let gap = max(1, width - gutter.displayWidth - name.displayWidth - right.displayWidth)
    let plainHeader = gutter + name + String(repeating: " ", count: gap) + right
    let styledName = row.unreadBadge.isEmpty ? name : styling.bold(name)
    var header = gutter + styledName + String(repeating: " ", count: gap) + styledMarks(row)
    if plainHeader.displayWidth > width { header = plainHeader.truncated(toWidth: width) }
    if isSelected && styling.isEnabled {
      header = styling.reverse(plainHeader.padded(toWidth: width))
    }
    let preview = (Self.indent + row.lastMessage.plainLine).truncated(toWidth: width)
    return [header, styling.dim(preview)]
  }

  private func styledMarks(_ row: InboxViewData.Row) -> String {
    [
      styling.bold(row.unreadBadge), styling.yellow(row.pendingMarker), styling.dim(row.time),
    ]
    .filter { !$0.isEmpty }.joined(separator: "  ")
  }

  /// Threads the terminal shows under the title and above the Navigator's footer (two
  /// lines each): a page for PgUp/PgDn.
  private func room(_ size: TerminalSize) -> Int {
    max(1, (size.rows - 3) / 2)
  }

  func action(for key: Key, in data: InboxViewData) -> InboxAction? {
    action(for: key, in: data, size: .standard)
  }

  func action(for key: Key, in data: InboxViewData, size: TerminalSize) -> InboxAction? {
    if let move = ListMove(key: key, page: room(size)) { return .move(move) }
    switch key {
    case .enter: return data.selectedPatientID.map(InboxAction.open)
    case .escape, .character("q"): return .back
    default: return nil
    }
  }

  func keyHelp(for data: InboxViewData) -> [KeyHelp] {
    var help: [KeyHelp] = []
    if data.selectedPatientID != nil {
      help += ListMove.keyHelp + [KeyHelp("⏎", "open the thread")]
    }
    return help + [KeyHelp("esc q", "back")]
  }
}
