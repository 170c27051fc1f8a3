import CoreTerminal
import CoreVIPER

/// What a settle screen's actions hold besides its own choices: the list's moves, the
/// question's yes and no, and back.
protocol SettleAction: Equatable, Sendable {
  static func move(_ move: ListMove) -> Self
  /// Yes to the question.
  static var confirm: Self { get }
  /// No to the question: nothing moves.
  static var cancel: Self { get }
  static var back: Self { get }
}

/// The layout the settle screens share: the title, the question or notice up top (where a
/// long value cannot push it off the screen), a table of the items in a third of the terminal,
/// then the selected item's details. A screen gives its words, columns and keys.
protocol SettleListLayout: ViewLayout
where ViewData == SettleListViewData<Row>, Action: SettleAction {
  associatedtype Row: Equatable & Sendable
  var styling: Styling { get }
  /// "Conflicts".
  static var title: String { get }
  /// The columns kept at any width; the time's column joins them from 60 columns up.
  static var columns: [TextTable.Column] { get }
  /// When the item was found or refused: below 60 columns it goes (the details show it).
  static var timeColumn: TextTable.Column { get }
  /// A row's cells, in the order of `columns` then the time's.
  func cells(_ row: Row) -> [String]
  /// The selected item's lines under the table.
  func details(of row: Row, width: Int) -> [String]
  /// The yes to the screen's question ("yes, discard").
  var yes: KeyHelp { get }
  /// The keys that settle the selected item.
  var rowKeys: [KeyBinding<Action>] { get }
}

extension SettleListLayout {
  func lines(for data: ViewData, size: TerminalSize) -> [String] {
    let width = size.columns
    var detail = data.countLabel
    if let position = Self.window(data, size: size)?.position, !size.isPrinted {
      // A list longer than its third of the screen says where the selection stands.
      detail = [detail, position].filter { !$0.isEmpty }.joined(separator: " · ")
    }
    let skeleton = ScreenSkeleton(width: width, styling: styling)
    var lines = [skeleton.title(Self.title, detail: detail)]
    if let question = data.question {
      lines += TerminalText.wrap(question, width: width).map(styling.yellow)
    } else if let notice = data.notice {
      switch notice {
      case .done(let text): lines += TerminalText.wrap(text, width: width).map(styling.green)
      case .failed(let text): lines += skeleton.failure(text)
      }
    }
    lines.append(skeleton.rule)
    if let placeholder = skeleton.lines(for: data.content, printed: size.isPrinted) {
      lines += placeholder
    } else if let rows = data.content.rows, let window = Self.window(data, size: size) {
      let table = TextTable(columns: Self.columns + (width < 60 ? [] : [Self.timeColumn]))
      lines += window.render(
        table,
        cells: rows[window.rows].map(cells),
        width: width,
        selected: data.selectedIndex ?? 0,
        styling: styling,
        showsBelow: true
      )
      if let row = data.selectedRow {
        lines += [""] + details(of: row, width: width)
      }
    }
    return lines
  }

  /// At most a third of the terminal, scrolled so that the selected item shows: the rest of
  /// the screen is for its details. Nil without rows.
  private static func window(_ data: ViewData, size: TerminalSize) -> ListWindow? {
    guard let rows = data.content.rows else { return nil }
    return ListWindow(count: rows.count, selected: data.selectedIndex ?? 0, shown: room(size))
  }

  /// The screen's bindings; a click picks the item whose row it lands on.
  func action(for key: Key, in data: ViewData, size: TerminalSize) -> Action? {
    // Under the title, the notice, the rule and the table's header.
    ListClick.action(
      for: key,
      bindings: bindings(data, page: Self.room(size)),
      window: data.question == nil ? Self.window(data, size: size) : nil,
      top: Self.headLines(data, width: size.columns) + 1,
      selected: data.selectedIndex,
      move: Action.move
    )
  }

  /// The keys of each state, declared once for the actions and `?`; the list pages by `page`.
  private func bindings(_ data: ViewData, page: Int) -> [KeyBinding<Action>] {
    if data.question != nil {
      return KeyBinding.question(
        yes: .confirm,
        no: .cancel,
        yesHelp: yes,
        alsoNo: [.character("q")]
      )
    }
    var keys: [KeyBinding<Action>] = []
    if data.selectedRow != nil {
      keys += ListMove.bindings(page: page).map { $0.map(Action.move) }
      keys += rowKeys
    }
    return keys + [
      KeyBinding([.escape, .character("q")], KeyHelp("esc q", "back", short: "back"), .back)
    ]
  }

  /// The screen's key table in this state: the actions, `?`, the palette and the bar read it.
  func keyTable(for data: ViewData, size: TerminalSize) -> [KeyBinding<Action>] {
    bindings(data, page: Self.room(size))
  }

  func keyHelp(for data: ViewData) -> [KeyHelp] {
    ListClick.keyHelp(
      bindings(data, page: 1).keyHelp(),
      opens: false,
      clicks: data.question == nil && data.selectedRow != nil
    )
  }

  /// The rows the list shows: a third of the terminal, the rest is for the item's details.
  private static func room(_ size: TerminalSize) -> Int { max(3, size.rows / 3) }

  /// The lines above the table: the title, the question or notice, and the rule.
  private static func headLines(_ data: ViewData, width: Int) -> Int {
    let text: String? =
      data.question
      ?? data.notice.map {
        switch $0 {
        case .done(let text), .failed(let text): text
        }
      }
    return 2 + (text.map { TerminalText.wrap($0, width: width).count } ?? 0)
  }
}
