import CoreTerminal

/// A move of a list's selection, whatever key asked for it: every list of the app reads the
/// same keys (↑/↓ j/k and the wheel, PgUp/PgDn, Home/g, End/G) through `ListMove.bindings`.
public enum ListMove: Equatable, Sendable {
  /// One row up or down.
  case up, down
  /// A page of `rows` rows up or down: the rows the list shows on the terminal.
  case pageUp(rows: Int), pageDown(rows: Int)
  /// The first or the last row.
  case first, last
  /// Row `index` (from 0): the row a click landed on.
  case row(Int)

  /// The move a key means on a list showing `page` rows at a time, or nil for any other key.
  public init?(key: Key, page: Int) {
    guard let move = Self.bindings(page: page).action(for: key) else { return nil }
    self = move
  }

  /// The keys of every list, declared once for the moves and the help: a list showing `page`
  /// rows at a time pages by that many.
  public static func bindings(page: Int) -> [KeyBinding<ListMove>] {
    [
      KeyBinding([.up, .character("k"), .wheelUp], KeyHelp("↑/↓ j/k wheel", "move"), .up),
      KeyBinding([.down, .character("j"), .wheelDown], nil, .down),
      KeyBinding([.pageUp], KeyHelp("PgUp/PgDn", "a page up or down"), .pageUp(rows: max(1, page))),
      KeyBinding([.pageDown], nil, .pageDown(rows: max(1, page))),
      KeyBinding([.home, .character("g")], KeyHelp("Home g / End G", "first / last"), .first),
      KeyBinding([.end, .character("G")], nil, .last),
    ]
  }

  /// The row selected after this move from `index` in a list of `count` rows; 0 when empty.
  public func index(from index: Int, count: Int) -> Int {
    guard count > 0 else { return 0 }
    let target: Int
    switch self {
    case .up: target = index - 1
    case .down: target = index + 1
    case .pageUp(let rows): target = index - rows
    case .pageDown(let rows): target = index + rows
    case .first: target = 0
    case .last: target = count - 1
    case .row(let row): target = row
    }
    return min(max(0, target), count - 1)
  }

  /// The keys for a list's `?` help, the same on every list.
  public static let keyHelp = bindings(page: 1).keyHelp()
}

/// What a click on a list does: it picks the row it lands on, and on the row already picked
/// does what Enter does, so a nurse can open a patient with two clicks as with ↓ and Enter.
public enum ListClick {
  /// The Action a click on row `index` (nil: on no row) means, on a list whose selected row is
  /// `selected`: a move to that row, or Enter's Action among `bindings` on the selected row.
  public static func action<Action>(
    on index: Int?,
    selected: Int?,
    bindings: [KeyBinding<Action>],
    move: (ListMove) -> Action
  ) -> Action? {
    guard let index else { return nil }
    return index == selected ? bindings.action(for: .enter) : move(.row(index))
  }

  /// What `key` does on a list: its binding's Action, else, for a click, the row it lands on in
  /// `window` (read only for a click; nil when the list shows no rows), whose first row is
  /// drawn `top` lines down when not scrolled.
  public static func action<Action>(
    for key: Key,
    bindings: [KeyBinding<Action>],
    window: @autoclosure () -> ListWindow?,
    top: Int,
    selected: Int?,
    move: (ListMove) -> Action
  ) -> Action? {
    if let action = bindings.action(for: key) { return action }
    guard case .click(let line, _) = key, let window = window() else { return nil }
    return action(
      on: window.row(clickedAt: line, top: top),
      selected: selected,
      bindings: bindings,
      move: move
    )
  }

  /// The help line of a click: `opens` when a click on the selected row opens it.
  public static func keyHelp(opens: Bool) -> KeyHelp {
    KeyHelp("click", opens ? "pick a row; on the picked row, open it" : "pick a row")
  }

  /// A list's `help`, its moves first, with the click's line after them when `clicks` (a
  /// list with a row to pick).
  public static func keyHelp(_ help: [KeyHelp], opens: Bool, clicks: Bool = true) -> [KeyHelp] {
    guard clicks else { return help }
    var help = help
    help.insert(keyHelp(opens: opens), at: min(ListMove.keyHelp.count, help.count))
    return help
  }
}
