import CoreTerminal

/// Which rows of a long list are on screen: only these are formatted and drawn, so a key
/// costs the rows the terminal shows, not the 10,000 of the list.
///
/// The window starts at the top and scrolls just enough to keep the selection on screen,
/// giving one of its rows to a "↑ N more" line once scrolled.
public struct ListWindow: Equatable, Sendable {
  /// The rows shown, as indices into the list.
  public var rows: Range<Int>
  /// How many rows the list has.
  public let count: Int
  /// How many rows are above the window (shown as "↑ N more" when not zero).
  public var hiddenAbove: Int { rows.lowerBound }
  /// How many rows are below the window ("↓ N more" on a list that says so).
  public var hiddenBelow: Int { count - rows.upperBound }
  /// "29/43": where the selection stands, when some rows are off screen; nil when every row
  /// shows (once-mode, a short list), where it would say nothing.
  public let position: String?

  /// The window over `count` rows with `selected` in it, in `room` lines, the "↑ N more" line
  /// among them. Once-mode passes a room as tall as the list, so every row is printed.
  public init(count: Int, selected: Int, room: Int) {
    let room = max(2, room)
    let selected = Self.clamped(selected, count: count)
    // Scrolled, one line goes to saying how many rows are above.
    let first = selected < room ? 0 : selected - room + 2
    let shown = first == 0 ? room : room - 1
    self.init(count: count, selected: selected, rows: first..<min(count, first + shown))
  }

  /// The window of `shown` rows over `count` rows with `selected` in it, its "more" lines
  /// drawn besides them (a list that keeps the rest of the screen for other lines).
  public init(count: Int, selected: Int, shown: Int) {
    let selected = Self.clamped(selected, count: count)
    let first = selected < shown ? 0 : selected - shown + 1
    self.init(count: count, selected: selected, rows: first..<min(count, first + shown))
  }

  private init(count: Int, selected: Int, rows: Range<Int>) {
    self.rows = rows
    self.count = count
    position = rows.count < count ? Self.position(selected: selected, count: count) : nil
  }

  private static func clamped(_ selected: Int, count: Int) -> Int {
    min(max(0, selected), max(0, count - 1))
  }

  /// The list row drawn `offset` lines below the window's first row, nil when no row of the
  /// window is drawn there: what a click on that line picks.
  public func row(atOffset offset: Int) -> Int? {
    let index = rows.lowerBound + offset
    return offset >= 0 && rows.contains(index) ? index : nil
  }

  /// The list row a click on screen line `line` picks, on a screen with `top` lines above its
  /// first row when not scrolled; once scrolled the "↑ N more" line is one more.
  public func row(clickedAt line: Int, top: Int) -> Int? {
    row(atOffset: line - top - (hiddenAbove > 0 ? 1 : 0))
  }

  /// "29/43": row `selected` (from 0) of `count`, as a long list's header shows it.
  public static func position(selected: Int, count: Int) -> String {
    "\(selected + 1)/\(count)"
  }
}
