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
    var detail = data.countLabel
    if case .rows(let rows) = data.content, rows.count > room(size), !size.isPrinted {
      // A long inbox says where the selection stands ("29/43").
      let position = ListWindow.position(selected: data.selectedIndex ?? 0, count: rows.count)
      detail = [detail, position].filter { !$0.isEmpty }.joined(separator: " · ")
    }
    let skeleton = ScreenSkeleton(width: width, styling: styling)
    var lines = skeleton.head(data.title, detail: detail)
    switch data.content {
    case .loading:
      lines += skeleton.loading
    case .empty(let message):
      lines += TerminalText.wrap(message, width: width)
    case .failed(let message):
      lines += skeleton.failure(message.plainLine)
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
    let first = Self.first(selected: selected, room: room)
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

  /// The first thread shown: scrolled, one line goes to saying how many threads are above.
  private static func first(selected: Int, room: Int) -> Int {
    selected < room ? 0 : selected - room + 2
  }

  func action(for key: Key, in data: InboxViewData) -> InboxAction? {
    action(for: key, in: data, size: .standard)
  }

  /// The screen's bindings; a click picks the thread whose two lines it lands on.
  func action(for key: Key, in data: InboxViewData, size: TerminalSize) -> InboxAction? {
    let bindings = bindings(data, page: room(size))
    if let action = bindings.action(for: key) { return action }
    guard case .click(let line, _) = key, case .rows(let rows) = data.content else { return nil }
    let selected = data.selectedIndex ?? 0
    let first = Self.first(selected: selected, room: room(size))
    // Under the title and the rule, and the "↑ N more" line once scrolled.
    let offset = line - 2 - (first > 0 ? 1 : 0)
    let index = first + offset / 2
    return ListClick.action(
      on: offset >= 0 && index < rows.count ? index : nil,
      selected: data.selectedIndex,
      bindings: bindings,
      move: InboxAction.move
    )
  }

  /// The keys of each state, declared once for the actions and `?`; the list pages by `page`.
  private func bindings(_ data: InboxViewData, page: Int) -> [KeyBinding<InboxAction>] {
    var keys: [KeyBinding<InboxAction>] = []
    if let id = data.selectedPatientID {
      keys += ListMove.bindings(page: page).map { $0.map(InboxAction.move) }
      keys.append(KeyBinding([.enter], KeyHelp("⏎", "open the thread", short: "open"), .open(id)))
    }
    return keys + [
      KeyBinding([.escape, .character("q")], KeyHelp("esc q", "back", short: "back"), .back)
    ]
  }

  /// The screen's key table in this state: the actions, `?`, the palette and the bar read it.
  func keyTable(for data: InboxViewData, size: TerminalSize) -> [KeyBinding<InboxAction>] {
    bindings(data, page: room(size))
  }

  func keyHelp(for data: InboxViewData) -> [KeyHelp] {
    var help = bindings(data, page: 1).keyHelp()
    if data.selectedPatientID != nil {
      help.insert(ListClick.keyHelp(opens: true), at: ListMove.keyHelp.count)
    }
    return help
  }
}
