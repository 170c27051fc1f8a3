/// The x axis of a chart: where each sample sits and which of their labels are shown.
///
/// A true time axis: the first sample at the left edge, the last at the right edge, every
/// other in proportion to its position between them, so a fortnight without a visit is twice
/// as wide as a week. Samples closer than a cell share a column (the panels show how many).
struct ChartTimeAxis {
  /// Where each sample sits, in any unit (seconds since the first, say).
  let positions: [Double]
  /// The label of each sample (its date); equal labels name one place.
  let labels: [String]
  /// The plot's width in cells.
  let width: Int

  /// The plot column of each sample. One sample, or all at one position, sit at 0.
  var columns: [Int] {
    guard width > 1, let low = positions.min(), let high = positions.max(), high > low else {
      return positions.map { _ in 0 }
    }
    return positions.map { position in
      Int(((position - low) / (high - low) * Double(width - 1)).rounded())
    }
  }

  /// A label placed on the axis: the column it names and the cell it starts at.
  struct PlacedLabel: Equatable {
    var column: Int
    var start: Int
    var text: String
  }

  /// The labels that fit whole, each centred under its sample (moved in from the edges),
  /// with a blank cell between two: the first and the last sample's, then, as long as any
  /// fits, the one farthest from those already placed, so they spread over the axis.
  /// A label is never cut and never runs past the plot: narrow plots show fewer.
  var placedLabels: [PlacedLabel] {
    let columns = columns
    var candidates: [(column: Int, text: String)] = []
    var seen: Set<String> = []
    for (column, text) in zip(columns, labels) where !text.isEmpty && seen.insert(text).inserted {
      candidates.append((column, text))
    }
    var placed: [PlacedLabel] = []
    var taken = Array(repeating: false, count: max(0, width))
    func place(_ candidate: (column: Int, text: String)) {
      let length = candidate.text.displayWidth
      guard length <= width else { return }
      let start = max(0, min(candidate.column - (length - 1) / 2, width - length))
      let guarded = max(0, start - 1)..<min(width, start + length + 1)
      guard !guarded.contains(where: { taken[$0] }) else { return }
      for cell in start..<(start + length) { taken[cell] = true }
      placed.append(PlacedLabel(column: candidate.column, start: start, text: candidate.text))
    }
    guard let first = candidates.first, let last = candidates.last else { return [] }
    place(first)
    if candidates.count > 1 { place(last) }
    var others = Array(candidates.dropFirst().dropLast())
    while !others.isEmpty {
      let distances = others.map { other in
        placed.map { abs($0.column - other.column) }.min() ?? width
      }
      let farthest = distances.indices.max { distances[$0] < distances[$1] }!
      place(others.remove(at: farthest))
    }
    return placed.sorted { $0.start < $1.start }
  }

  /// The axis line under the plot, with a tick above each shown label: `└──┬────┬──`.
  func line(glyphs: ChartGlyphs, labels: [PlacedLabel]) -> String {
    var cells = Array(repeating: glyphs.horizontal, count: max(0, width))
    for label in labels where label.column < width { cells[label.column] = glyphs.tick }
    return glyphs.corner + String(cells)
  }

  /// The shown labels on one line of `width` cells, trailing blanks trimmed.
  func labelLine(_ labels: [PlacedLabel]) -> String {
    var line = ""
    for label in labels {
      line += String(repeating: " ", count: max(0, label.start - line.displayWidth))
      line += label.text
    }
    return line
  }
}
