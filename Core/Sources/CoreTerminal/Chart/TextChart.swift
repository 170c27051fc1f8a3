/// A small chart of one or two series over time, drawn as terminal lines.
///
/// Each series gets its own panel (a title line, then rows with its y axis labelled with the
/// axis' bottom and top values), so an area in cm² and a PUSH score of 0-17 keep their own
/// scales. The panels share the x axis, on which samples sit at their `positions` (days,
/// say: a long gap between visits shows as one) and are named by `labels` as space allows,
/// the first and the last before the others.
///
/// Unicode draws each sample as a bar of eighth blocks; ASCII draws a `*` at its height, with
/// `|` and `-` axes. Nothing is drawn between samples: a visit nobody made is not guessed.
///
/// ```swift
/// let chart = TextChart(
///   positions: [0, 7, 14], labels: ["06-01", "06-08", "06-15"],
///   series: [ChartSeries("Area cm²", values: [12, 9.5, 7], decimals: 1),
///            ChartSeries("PUSH", values: [12, 11, 9], range: 0...17)],
///   charset: .detect(environment: ProcessInfo.processInfo.environment))
/// let lines = chart.lines(width: 60, height: 12)
/// ```
public struct TextChart: Hashable, Sendable {
  /// Where each sample sits on the x axis, in any unit (days since the first, say).
  public var positions: [Double]
  /// The x axis label of each sample (a date), shown where it fits.
  public var labels: [String]
  /// The series, one panel each, top first.
  public var series: [ChartSeries]
  /// Unicode blocks or plain ASCII.
  public var charset: ChartCharset

  /// A chart of `series` over samples at `positions`, named by `labels`.
  public init(
    positions: [Double],
    labels: [String],
    series: [ChartSeries],
    charset: ChartCharset
  ) {
    self.positions = positions
    self.labels = labels
    self.series = series
    self.charset = charset
  }

  /// The chart in `width` cells and about `height` lines: each panel gets at least one plot
  /// row, so a height under `2 + 2 × series` is exceeded rather than showing nothing. No
  /// line is ever wider than `width`; a width with no room for the plot gives no lines.
  public func lines(width: Int, height: Int) -> [String] {
    guard !series.isEmpty, !positions.isEmpty else { return [] }
    let plotRows = max(1, (height - 2 - series.count) / series.count)
    let labelWidth =
      series.flatMap { [$0.label($0.axis.lowerBound), $0.label($0.axis.upperBound)] }
      .map(\.displayWidth).max() ?? 1
    let plotWidth = width - labelWidth - 2
    guard plotWidth >= 1 else { return [] }
    let columns = sampleColumns(plotWidth: plotWidth)
    var lines: [String] = []
    for series in series {
      lines.append(series.title.truncated(toWidth: width))
      let panel = ChartPanel(series: series, columns: columns, rows: plotRows, width: plotWidth)
      let plot = charset == .unicode ? panel.bars() : panel.points()
      for (row, cells) in plot.enumerated() {
        let value: Double? =
          row == 0 ? series.axis.upperBound : row == plotRows - 1 ? series.axis.lowerBound : nil
        let label = value.map(series.label) ?? ""
        let line = label.padded(toWidth: labelWidth, alignment: .right) + " " + glyphs.vertical
        lines.append((line + String(cells)).trimmingTrailingSpaces)
      }
    }
    let margin = String(repeating: " ", count: labelWidth + 1)
    lines.append(margin + glyphs.corner + String(repeating: glyphs.horizontal, count: plotWidth))
    let axisLabels = placedLabels(columns: columns, plotWidth: plotWidth)
    lines.append((margin + " " + axisLabels).trimmingTrailingSpaces)
    return lines.map { $0.truncated(toWidth: width) }
  }

  private var glyphs: (vertical: String, horizontal: String, corner: String) {
    charset == .unicode ? ("│", "─", "└") : ("|", "-", "+")
  }

  /// The plot column of each sample: the first at 0, the last at the right edge, the others
  /// in proportion to their position. One sample, or all at one position, sits at 0.
  func sampleColumns(plotWidth: Int) -> [Int] {
    guard let low = positions.min(), let high = positions.max(), high > low else {
      return positions.map { _ in 0 }
    }
    return positions.map { position in
      Int(((position - low) / (high - low) * Double(plotWidth - 1)).rounded())
    }
  }

  /// The labels that fit under their samples without touching each other: the first, the
  /// last, then the others left to right. A label too close to the right edge is moved left.
  func placedLabels(columns: [Int], plotWidth: Int) -> String {
    var cells = Array(repeating: Character(" "), count: plotWidth)
    var taken = Array(repeating: false, count: plotWidth)
    let count = min(columns.count, labels.count)
    guard count > 0 else { return "" }
    let order = [0] + (count > 1 ? [count - 1] : []) + Array(1..<max(1, count - 1))
    for index in order {
      let text = Array(labels[index].truncated(toWidth: plotWidth))
      let start = max(0, min(columns[index], plotWidth - text.count))
      let end = start + text.count
      // One blank cell on each side keeps two labels apart.
      let guarded = max(0, start - 1)..<min(plotWidth, end + 1)
      guard !text.isEmpty, !guarded.contains(where: { taken[$0] }) else { continue }
      for (offset, character) in text.enumerated() { cells[start + offset] = character }
      for cell in start..<end { taken[cell] = true }
    }
    return String(cells)
  }
}

/// One series' plot area: `rows` lines of `width` cells, top line first.
struct ChartPanel {
  let series: ChartSeries
  let columns: [Int]
  let rows: Int
  let width: Int

  private static let partialBlocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇"]

  /// Where `value` stands between the bottom (0) and the top (1) of the axis, clamped.
  private func fraction(_ value: Double) -> Double {
    let axis = series.axis
    return min(1, max(0, (value - axis.lowerBound) / (axis.upperBound - axis.lowerBound)))
  }

  /// A bar per sample, in eighths of a row. Every sample shows at least one eighth, so a
  /// value at the bottom of the axis (a healed wound's 0) still shows that a visit was made.
  func bars() -> [[Character]] {
    var grid = Array(repeating: Array(repeating: Character(" "), count: width), count: rows)
    for (column, value) in zip(columns, series.values) {
      let eighths = max(1, Int((fraction(value) * Double(rows * 8)).rounded()))
      for level in 0..<rows {
        let filled = eighths - level * 8
        guard filled > 0 else { break }
        grid[rows - 1 - level][column] = filled >= 8 ? "█" : Self.partialBlocks[filled - 1]
      }
    }
    return grid
  }

  /// A `*` per sample on the row nearest its value.
  func points() -> [[Character]] {
    var grid = Array(repeating: Array(repeating: Character(" "), count: width), count: rows)
    for (column, value) in zip(columns, series.values) {
      let level = Int((fraction(value) * Double(rows - 1)).rounded())
      grid[rows - 1 - level][column] = "*"
    }
    return grid
  }
}
