import CoreTerminal
import CoreVIPER

/// A thread as terminal lines: title, then each message (author, time, what it answers, its
/// body wrapped to the terminal), oldest at the top, scrolled to keep the selection in view.
struct ThreadView: ViewLayout {
  var styling: Styling

  /// Bodies sit under the author, past the selection gutter.
  private static let indent = "  "

  func lines(for data: ThreadViewData, size: TerminalSize) -> [String] {
    let width = size.columns
    let skeleton = ScreenSkeleton(width: width, styling: styling)
    var lines = skeleton.head(data.title.plainLine, detail: data.countLabel)
    if let notice = data.notice {
      lines += skeleton.failure(notice.plainLine)
    }
    switch data.content {
    case .failed(let message):
      lines += skeleton.failure(message.plainLine)
    case .rows(let messages):
      let blocks = messages.enumerated().map { index, message in
        block(message, isSelected: index == data.selectedIndex, width: width)
      }
      // What the terminal shows under these lines and above the Navigator's footer.
      let room = max(1, size.rows - lines.count - 1)
      let shown = ThreadScroll.visible(blocks, selected: data.selectedIndex, room: room) {
        styling.dim("  ↑ \(MessageText.count($0, "earlier message"))").truncated(toWidth: width)
      }
      if shown.count > room, !size.isPrinted, let selected = data.selectedIndex {
        // A thread longer than the screen says which message is selected ("29/43").
        let position = ListWindow.position(selected: selected, count: messages.count)
        let detail = [data.countLabel, position].filter { !$0.isEmpty }.joined(separator: " · ")
        lines[0] = TerminalText.title(
          data.title.plainLine,
          detail: detail,
          width: width,
          styling: styling
        )
      }
      lines += shown
    default:
      lines += skeleton.lines(for: data.content, printed: size.isPrinted) ?? []
    }
    return lines.map { $0.truncated(toWidth: width) }
  }

  /// One message: its header line, what it answers, then its body.
  private func block(_ message: ThreadViewData.Message, isSelected: Bool, width: Int) -> [String] {
    let gutter = isSelected ? TextTable.selectionMarker : "  "
    let pending = message.pendingMarker.isEmpty ? "" : " · " + message.pendingMarker
    // A long author is cut first: the time and the pending marker always show.
    let suffix = " · " + message.time + pending
    let authorRoom = max(1, width - gutter.displayWidth - suffix.displayWidth)
    let author = message.author.plainLine.truncated(toWidth: authorRoom)
    var header: String
    if isSelected && styling.isEnabled {
      let plain = gutter + author + suffix
      header = styling.reverse(plain.padded(toWidth: width))
    } else {
      header =
        gutter + styling.bold(author) + styling.dim(" · " + message.time)
        + (pending.isEmpty ? "" : " · " + styling.yellow(message.pendingMarker))
    }
    var lines = [header]
    let room = max(1, width - Self.indent.count)
    if let reply = message.replyLine {
      lines.append(styling.dim(Self.indent + reply.plainLine.truncated(toWidth: room)))
    }
    // Split on the nurse's own line breaks first: `visibleControls` would turn them to spaces.
    for paragraph in message.body.split(separator: "\n", omittingEmptySubsequences: false) {
      lines += TerminalText.wrap(String(paragraph).visibleControls(), width: room).map {
        $0.isEmpty ? "" : Self.indent + $0
      }
    }
    return lines
  }

  /// A page is the messages a screen holds, counted at three lines each (a header, a line of
  /// text and the gap): messages are of any height, and a page never skips one unseen.
  func action(for key: Key, in data: ThreadViewData, size: TerminalSize) -> ThreadAction? {
    bindings(data, page: (size.rows - 3) / 3).action(for: key)
  }

  /// The keys of each state, declared once for the actions and `?`; the wheel moves from
  /// message to message as ↑/↓ do (a message's height varies, so a click picks none).
  private func bindings(_ data: ThreadViewData, page: Int) -> [KeyBinding<ThreadAction>] {
    var keys: [KeyBinding<ThreadAction>] = []
    if let id = data.selectedMessageID {
      keys += ListMove.bindings(page: page).map { $0.map(ThreadAction.move) }
      keys.append(
        KeyBinding(
          [.character("r")],
          KeyHelp("r", "reply to the selected message", short: "reply"),
          .reply(id)
        )
      )
    }
    if data.canCompose {
      keys.append(
        KeyBinding([.character("c")], KeyHelp("c", "write a new message", short: "write"), .compose)
      )
    }
    return keys + [
      KeyBinding([.escape, .character("q")], KeyHelp("esc q", "back", short: "back"), .back)
    ]
  }

  /// The screen's key table in this state: the actions, `?`, the palette and the bar read it.
  func keyTable(for data: ThreadViewData, size: TerminalSize) -> [KeyBinding<ThreadAction>] {
    bindings(data, page: (size.rows - 3) / 3)
  }

  func keyHelp(for data: ThreadViewData) -> [KeyHelp] {
    bindings(data, page: 1).keyHelp()
  }
}

/// Which lines of a thread show: all when they fit, else a window ending at the selected
/// message (a chat reads from the bottom), with a line counting the messages above it.
enum ThreadScroll {
  static func visible(
    _ blocks: [[String]],
    selected: Int?,
    room: Int,
    above: (Int) -> String
  ) -> [String] {
    // A blank line between two messages.
    var lines: [String] = []
    var starts: [Int] = []
    for block in blocks {
      if !lines.isEmpty { lines.append("") }
      starts.append(lines.count)
      lines += block
    }
    guard lines.count > room, let selected, blocks.indices.contains(selected) else { return lines }
    let selectedEnd = starts[selected] + blocks[selected].count
    // One line goes to the count of the messages above; a tall message shows from its top.
    let first = min(max(0, selectedEnd - (room - 1)), starts[selected])
    guard first > 0 else { return lines }
    let hidden = starts.filter { $0 < first }.count
    return [above(hidden)] + lines[first...]
  }
}
