import CoreTerminal

/// A move of a list's selection, whatever key asked for it: every list of the app reads the
/// same keys (↑/↓ j/k, PgUp/PgDn, Home/g, End/G) through `ListMove(key:page:)`.
public enum ListMove: Equatable, Sendable {
  /// One row up or down.
  case up, down
  /// A page of `rows` rows up or down: the rows the list shows on the terminal.
  case pageUp(rows: Int), pageDown(rows: Int)
  /// The first or the last row.
  case first, last

  /// The move a key means on a list showing `page` rows at a time, or nil for any other key.
  public init?(key: Key, page: Int) {
    switch key {
    case .up, .character("k"): self = .up
    case .down, .character("j"): self = .down
    case .pageUp: self = .pageUp(rows: max(1, page))
    case .pageDown: self = .pageDown(rows: max(1, page))
    case .home, .character("g"): self = .first
    case .end, .character("G"): self = .last
    default: return nil
    }
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
    }
    return min(max(0, target), count - 1)
  }

  /// The keys for a list's `?` help, the same on every list.
  public static let keyHelp = [
    KeyHelp("↑/↓ j/k", "move"),
    KeyHelp("PgUp/PgDn", "a page up or down"),
    KeyHelp("Home g / End G", "first / last"),
  ]
}
