import CoreTerminal

extension ListWindow {
  /// "  ↑ 12 more": the rows above the window, dim and cut to `width`; nil when none is.
  public func moreAbove(width: Int, styling: Styling) -> String? {
    hiddenAbove > 0 ? Self.more("↑", hiddenAbove, width: width, styling: styling) : nil
  }

  /// "  ↓ 12 more": the rows below the window, dim and cut to `width`; nil when none is.
  public func moreBelow(width: Int, styling: Styling) -> String? {
    hiddenBelow > 0 ? Self.more("↓", hiddenBelow, width: width, styling: styling) : nil
  }

  private static func more(_ arrow: String, _ rows: Int, width: Int, styling: Styling) -> String {
    styling.dim("  \(arrow) \(rows) more").truncated(toWidth: width)
  }

  /// The window's rows as `table` draws them, `cells` being those rows' cells: the header,
  /// "↑ N more" under it once scrolled, the rows with list row `selected` marked (nil: no
  /// cursor, as once-mode prints), then "↓ N more" when `showsBelow`.
  public func render(
    _ table: TextTable,
    cells: [[String]],
    width: Int,
    selected: Int?,
    styling: Styling,
    showsBelow: Bool = false
  ) -> [String] {
    var lines = table.render(
      cells,
      width: width,
      selected: selected.map { $0 - hiddenAbove },
      styling: styling
    )
    if let above = moreAbove(width: width, styling: styling) {
      lines.insert(above, at: min(1, lines.count))
    }
    if showsBelow, let below = moreBelow(width: width, styling: styling) { lines.append(below) }
    return lines
  }
}
