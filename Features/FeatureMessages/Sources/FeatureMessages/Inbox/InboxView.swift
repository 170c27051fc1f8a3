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
    if let window = window(data, size: size), let position = window.position, !size.isPrinted {
      // A long inbox says where the selection stands ("29/43").
      detail = [detail, position].filter { !$0.isEmpty }.joined(separator: " · ")
    }
    let skeleton = ScreenSkeleton(width: width, styling: styling)
    var lines = skeleton.head(data.title, detail: detail)
    switch data.content {
    case .failed(let message):
      lines += skeleton.failure(message.plainLine)
    case .rows(let rows):
      let window = ListWindow(
        count: rows.count,
        selected: data.selectedIndex ?? 0,
        room: room(size)
      )
      lines += threads(rows, selected: data.selectedIndex, window: window, width: width)
    default:
      lines += skeleton.lines(for: data.content, printed: size.isPrinted) ?? []
    }
    return lines
  }

  /// The threads from the first one, or scrolled just enough that the selected one shows.
  /// Threads below are still returned: the Navigator clips them on a terminal, and once-mode
  /// (selection on the first thread) prints the whole inbox to a pipe.
  private func threads(
    _ rows: FormattedRows<InboxViewData.Row>,
    selected: Int?,
    window: ListWindow,
    width: Int
  ) -> [String] {
    var lines = [window.moreAbove(width: width, styling: styling)].compactMap { $0 }
    for index in window.hiddenAbove..<rows.count {
      lines += thread(rows[index], isSelected: index == (selected ?? 0), width: width)
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

  /// The threads on screen, nil when there is none.
  private func window(_ data: InboxViewData, size: TerminalSize) -> ListWindow? {
    guard let rows = data.content.rows else { return nil }
    return ListWindow(count: rows.count, selected: data.selectedIndex ?? 0, room: room(size))
  }

  /// The screen's bindings; a click picks the thread whose two lines it lands on.
  func action(for key: Key, in data: InboxViewData, size: TerminalSize) -> InboxAction? {
    let bindings = bindings(data, page: room(size))
    if let action = bindings.action(for: key) { return action }
    guard case .click(let line, _) = key, let window = window(data, size: size) else {
      return nil
    }
    // Under the title and the rule, and the "↑ N more" line once scrolled.
    let offset = line - 2 - (window.hiddenAbove > 0 ? 1 : 0)
    let index = window.hiddenAbove + offset / 2
    return ListClick.action(
      on: offset >= 0 && index < window.count ? index : nil,
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
    ListClick.keyHelp(
      bindings(data, page: 1).keyHelp(),
      opens: true,
      clicks: data.selectedPatientID != nil
    )
  }
}
