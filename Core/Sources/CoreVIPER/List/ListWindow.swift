/// Which rows of a long list are on screen: only these are formatted and drawn, so a key
/// costs the rows the terminal shows, not the 10,000 of the list.
///
/// The window starts at the top and scrolls just enough to keep the selection on screen,
/// giving one of its rows to a "↑ N more" line once scrolled.
public struct ListWindow: Equatable, Sendable {
  /// The rows shown, as indices into the list.
  public var rows: Range<Int>
  /// How many rows are above the window (shown as "↑ N more" when not zero).
  public var hiddenAbove: Int { rows.lowerBound }
  /// "29/43": where the selection stands, when some rows are off screen; nil when every row
  /// shows (once-mode, a short list), where it would say nothing.
  public let position: String?

  /// The window over `count` rows with `selected` in it, in `room` lines. Once-mode passes
  /// a room as tall as the list, so every row is printed.
  public init(count: Int, selected: Int, room: Int) {
    let room = max(2, room)
    let selected = min(max(0, selected), max(0, count - 1))
    // Scrolled, one line goes to saying how many rows are above.
    let first = selected < room ? 0 : selected - room + 2
    let shown = first == 0 ? room : room - 1
    rows = first..<min(count, first + shown)
    position = rows.count < count ? Self.position(selected: selected, count: count) : nil
  }

  /// The list row drawn `offset` lines below the window's first row, nil when no row of the
  /// window is drawn there: what a click on that line picks.
  public func row(atOffset offset: Int) -> Int? {
    let index = rows.lowerBound + offset
    return offset >= 0 && rows.contains(index) ? index : nil
  }

  /// "29/43": row `selected` (from 0) of `count`, as a long list's header shows it.
  public static func position(selected: Int, count: Int) -> String {
    "\(selected + 1)/\(count)"
  }
}
