/// The characters a chart draws with, for one charset.
struct ChartGlyphs {
  var vertical: String
  /// The y axis at a labelled row: `┤`.
  var yTick: String
  var horizontal: Character
  /// The x axis above a shown date: `┬`.
  var tick: Character
  var corner: String
  /// One sample on its own in a cell.
  var mark: Character

  init(_ charset: ChartCharset) {
    self = charset == .unicode ? .unicode : .ascii
  }

  private static let unicode = ChartGlyphs(
    vertical: "│",
    yTick: "┤",
    horizontal: "─",
    tick: "┬",
    corner: "└",
    mark: "●"
  )

  /// `+` where a line meets a label, `|` above a date so it does not read as the corner.
  private static let ascii = ChartGlyphs(
    vertical: "|",
    yTick: "+",
    horizontal: "-",
    tick: "|",
    corner: "+",
    mark: "*"
  )

  private init(
    vertical: String,
    yTick: String,
    horizontal: Character,
    tick: Character,
    corner: String,
    mark: Character
  ) {
    self.vertical = vertical
    self.yTick = yTick
    self.horizontal = horizontal
    self.tick = tick
    self.corner = corner
    self.mark = mark
  }
}

/// One series' plot: its y axis labels and `rows` lines of `width` cells, top line first.
///
/// Each sample is one mark in the cell of its column and of the row nearest its value, never
/// a bar: two assessments of one day with different areas are two marks one above the other.
/// When several samples fall in the same cell (the same day and about the same value, or
/// days closer than a cell on a narrow axis), the cell shows how many, `2` to `9` (`+` for
/// more), rather than one mark that would hide the others. Nothing is drawn between marks: a
/// visit nobody made is not guessed.
struct ChartPanel {
  let series: ChartSeries
  let columns: [Int]
  let rows: Int
  let width: Int
  let glyphs: ChartGlyphs

  /// How many samples fall in each cell, top row first.
  func counts() -> [[Int]] {
    var counts = Array(repeating: Array(repeating: 0, count: width), count: rows)
    for (column, value) in zip(columns, series.values) where column < width {
      counts[series.row(of: value, in: rows)][column] += 1
    }
    return counts
  }

  /// The plot cells, top row first, and whether any cell counts several samples.
  func plot() -> (cells: [[Character]], countsSeveral: Bool) {
    let counts = counts()
    let cells = counts.map { $0.map(cell) }
    return (cells, counts.joined().contains { $0 > 1 })
  }

  /// A cell holding `count` samples: blank, the mark, a digit, `+` for ten or more.
  private func cell(_ count: Int) -> Character {
    switch count {
    case 0: return " "
    case 1: return glyphs.mark
    case 2...9: return Character(String(count))
    default: return "+"
    }
  }

  /// The rows that carry a y axis label: the top and the bottom, the middle from 5 rows, the
  /// quarters from 9, so a tall plot keeps a label every few lines.
  var labelledRows: [Int] {
    guard rows > 1 else { return [0] }
    let parts = rows >= 9 ? 4 : rows >= 5 ? 2 : 1
    return Array(Set((0...parts).map { $0 * (rows - 1) / parts })).sorted()
  }

  /// The panel's plot lines, each `labelWidth` cells of label, the axis, then the plot.
  func lines(labelWidth: Int) -> (lines: [String], countsSeveral: Bool) {
    let (cells, countsSeveral) = plot()
    let labelled = Set(labelledRows)
    let lines = cells.enumerated().map { row, cells in
      let isLabelled = labelled.contains(row)
      let label = isLabelled ? series.axisLabel(series.value(atRow: row, of: rows)) : ""
      let axis = isLabelled ? glyphs.yTick : glyphs.vertical
      return label.padded(toWidth: labelWidth, alignment: .right) + " " + axis + String(cells)
    }
    return (lines, countsSeveral)
  }
}
