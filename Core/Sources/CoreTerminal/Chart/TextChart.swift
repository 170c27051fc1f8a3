/// A chart of one or more series over time, drawn as terminal lines in the room it is given.
///
/// Each series gets its own panel with its own y axis (a title line, then plot rows whose
/// labels carry the series' unit), so an area in cm² and a PUSH score of 0-17 keep their own
/// scales and their marks never land on each other. The panels share one true time axis:
/// samples sit at their `positions` (seconds since the first, say), the first at the left
/// edge, the last at the right edge, and are named by their `labels` as room allows.
///
/// One mark per sample (`●`, or `*` in ASCII), in the row nearest its value; a cell several
/// samples fall in shows how many (see `ChartPanel`). The chart fills the box it is given:
/// panels one above the other when each gets `roomyRows` rows that way, side by side (each
/// with its own copy of the time axis) when that gives them more rows, as on a 24-row screen.
///
/// ```swift
/// let chart = TextChart(
///   positions: [0, 7, 14], labels: ["06-01", "06-08", "06-15"],
///   series: [ChartSeries("Area", unit: "cm²", values: [12, 9.5, 7], decimals: 1),
///            ChartSeries("PUSH score", values: [12, 11, 9], range: 0...17)],
///   charset: .detect(environment: ProcessInfo.processInfo.environment))
/// let lines = chart.lines(width: 80, height: 12)
/// ```
public struct TextChart: Hashable, Sendable {
  /// Where each sample sits on the x axis, in any unit of time (seconds since the first).
  public var positions: [Double]
  /// The x axis label of each sample (a date), shown where it fits; equal labels name one
  /// place (two visits of one day).
  public var labels: [String]
  /// The series, one panel each, top (or left) first.
  public var series: [ChartSeries]
  /// Unicode marks and box drawing, or plain ASCII.
  public var charset: ChartCharset
  /// What a panel's title adds when a cell counts several samples (`digits count the visits
  /// at one point`); a panel too narrow for it says `digits: count`.
  public var countLegend: String

  /// A chart of `series` over samples at `positions`, named by `labels`.
  public init(
    positions: [Double],
    labels: [String],
    series: [ChartSeries],
    charset: ChartCharset,
    countLegend: String = "digits count the points in one place"
  ) {
    self.positions = positions
    self.labels = labels
    self.series = series
    self.charset = charset
    self.countLegend = countLegend
  }

  /// Plot rows below which a panel shows too little to read: with two, every mark is either
  /// at the top or at the bottom; three tell low, middle and high apart.
  static let minimumRows = 3
  /// Plot rows from which panels stay one above the other, sharing the widest time axis.
  static let roomyRows = 5
  /// The narrowest time axis worth drawing: room for two date labels.
  static let minimumPlotWidth = 12
  /// Blank cells between panels side by side.
  static let panelGap = 3

  /// How the panels share the box.
  enum Arrangement: Equatable {
    case stacked(rows: Int)
    case sideBySide(rows: Int)
  }

  /// The fewest lines this chart can be drawn in at `width` cells; nil when no height is
  /// enough (the width has no room for a plot). A view gives it at least this or nothing.
  public func minimumHeight(width: Int) -> Int? {
    guard !series.isEmpty, !positions.isEmpty else { return nil }
    var heights: [Int] = []
    if stackedPlotWidth(width) >= Self.minimumPlotWidth {
      heights.append(stackedHeight(rows: Self.minimumRows))
    }
    if series.count > 1, sidePlotWidth(width) >= Self.minimumPlotWidth {
      heights.append(sideHeight(rows: Self.minimumRows))
    }
    return heights.min()
  }

  /// The chart in at most `width` cells by `height` lines, using all the rows it can; no
  /// lines when the box is smaller than `minimumHeight(width:)`.
  public func lines(width: Int, height: Int) -> [String] {
    guard let arrangement = arrangement(width: width, height: height) else { return [] }
    switch arrangement {
    case .stacked(let rows):
      return stacked(width: width, rows: rows)
    case .sideBySide(let rows):
      return sideBySide(width: width, rows: rows)
    }
  }

  /// Stacked once each panel gets `roomyRows` rows, else whichever gives more rows.
  func arrangement(width: Int, height: Int) -> Arrangement? {
    guard !series.isEmpty, !positions.isEmpty else { return nil }
    let count = series.count
    let stackedRows =
      stackedPlotWidth(width) >= Self.minimumPlotWidth ? (height - 2 - count) / count : 0
    let sideRows =
      count > 1 && sidePlotWidth(width) >= Self.minimumPlotWidth ? height - 3 : 0
    if stackedRows >= Self.roomyRows || (stackedRows >= Self.minimumRows && stackedRows >= sideRows)
    {
      return .stacked(rows: stackedRows)
    }
    return sideRows >= Self.minimumRows ? .sideBySide(rows: sideRows) : nil
  }

  private func stackedHeight(rows: Int) -> Int { series.count * (rows + 1) + 2 }
  private func sideHeight(rows: Int) -> Int { rows + 3 }

  /// The y label column: as wide as the widest label any panel may show.
  private var labelWidth: Int {
    series.flatMap { [$0.axisLabel($0.axis.upperBound), $0.axisLabel($0.axis.lowerBound)] }
      .map(\.displayWidth).max() ?? 1
  }

  private func stackedPlotWidth(_ width: Int) -> Int { width - labelWidth - 2 }

  private func panelWidth(_ width: Int) -> Int {
    (width - Self.panelGap * (series.count - 1)) / series.count
  }

  private func sidePlotWidth(_ width: Int) -> Int { panelWidth(width) - labelWidth - 2 }

  /// Panels one above the other over one time axis as wide as the chart.
  private func stacked(width: Int, rows: Int) -> [String] {
    let axis = ChartTimeAxis(positions: positions, labels: labels, width: stackedPlotWidth(width))
    var lines: [String] = []
    for series in series {
      lines += panelLines(series, axis: axis, rows: rows, width: width)
    }
    return (lines + axisLines(axis)).map { $0.trimmingTrailingSpaces }
  }

  /// Panels next to each other, each over its own copy of the time axis.
  private func sideBySide(width: Int, rows: Int) -> [String] {
    let panelWidth = panelWidth(width)
    let axis = ChartTimeAxis(positions: positions, labels: labels, width: sidePlotWidth(width))
    let blocks = series.map { series in
      (panelLines(series, axis: axis, rows: rows, width: panelWidth) + axisLines(axis))
        .map { $0.padded(toWidth: panelWidth) }
    }
    let gap = String(repeating: " ", count: Self.panelGap)
    return blocks[0].indices.map { line in
      blocks.map { $0[line] }.joined(separator: gap).trimmingTrailingSpaces
    }
  }

  /// A panel's title (with the count legend when a cell counts several) and its plot lines.
  private func panelLines(
    _ series: ChartSeries,
    axis: ChartTimeAxis,
    rows: Int,
    width: Int
  ) -> [String] {
    let panel = ChartPanel(
      series: series,
      columns: axis.columns,
      rows: rows,
      width: axis.width,
      glyphs: ChartGlyphs(charset)
    )
    let (plot, countsSeveral) = panel.lines(labelWidth: labelWidth)
    let titles =
      (countsSeveral ? [countLegend, "digits: count"].map { "\(series.title)  (\($0))" } : [])
      + [series.title.truncated(toWidth: width)]
    return [titles.first { $0.displayWidth <= width } ?? ""] + plot
  }

  /// The x axis line with its ticks, then the date labels under it.
  private func axisLines(_ axis: ChartTimeAxis) -> [String] {
    let placed = axis.placedLabels
    let margin = String(repeating: " ", count: labelWidth + 1)
    return [
      margin + axis.line(glyphs: ChartGlyphs(charset), labels: placed),
      margin + " " + axis.labelLine(placed),
    ]
  }
}
