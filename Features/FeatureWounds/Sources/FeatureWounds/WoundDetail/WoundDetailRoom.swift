/// How a wound's detail shares the rows under its facts between the assessments table and
/// the chart, so the chart's date labels never fall off the bottom of the screen.
///
/// Each gets rows in turn, in the order they matter to a nurse: the table's header and latest
/// visit, the chart at its smallest, the table's last five lines, the chart up to its height
/// for this terminal (`idealChartHeight`), then the rest of the table. A table that does not
/// fit shows its latest visits under a line counting the earlier ones (when it has three
/// lines or more).
struct WoundDetailRoom: Equatable {
  /// Table lines: its header, its rows and, when cut, the line counting the earlier rows.
  var tableLines: Int
  /// Chart lines, the blank line above it not counted; 0 for no chart.
  var chartLines: Int

  /// The chart's height on a terminal of `rows` rows: two fifths of it, so it grows with the
  /// terminal, from the 8 lines of two small panels to 24 (ten rows a panel), beyond which a
  /// taller plot shows no more than the table beside it.
  static func idealChartHeight(rows: Int) -> Int {
    min(24, max(8, rows * 2 / 5))
  }

  /// Shares `room` lines between a table of `tableWanted` lines (header included) and a
  /// chart that needs at least `chartMinimum` lines (nil: no chart) and wants `chartIdeal`.
  static func share(
    room: Int,
    tableWanted: Int,
    chartMinimum: Int?,
    chartIdeal: Int
  ) -> WoundDetailRoom {
    var left = max(0, room)
    func take(_ wanted: Int) -> Int {
      let taken = max(0, min(wanted, left))
      left -= taken
      return taken
    }
    // The header and the latest visit.
    var table = take(min(tableWanted, 2))
    var chart = 0
    if let chartMinimum, left >= chartMinimum + 1 {
      chart = take(chartMinimum + 1) - 1
    }
    table += take(min(tableWanted, 6) - table)
    if chart > 0 { chart += take(chartIdeal - chart) }
    table += take(tableWanted - table)
    return WoundDetailRoom(tableLines: table, chartLines: chart)
  }

  /// The rows a table of `lines` lines (header included) shows, oldest first, and how many
  /// earlier ones its counting line names (nil: nothing left out, or no room for that line).
  /// The latest rows show, unless the row `keeping` would be left out: then the rows from it.
  static func shownRows<Row>(
    _ rows: [Row],
    lines: Int,
    keeping selected: Int? = nil
  ) -> (rows: ArraySlice<Row>, earlier: Int?) {
    guard rows.count + 1 > lines else { return (rows[...], nil) }
    let count = lines >= 3 ? lines - 2 : max(0, lines - 1)
    var start = rows.count - count
    if let selected, selected < start { start = max(0, selected) }
    let shown = rows[start..<min(rows.count, start + count)]
    guard lines >= 3 else { return (shown, nil) }
    return (shown, start > 0 ? start : nil)
  }
}
