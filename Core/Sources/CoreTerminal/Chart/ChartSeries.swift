/// One line of values a chart draws, one value per sample of the chart.
public struct ChartSeries: Hashable, Sendable {
  /// What the values are, shown above the series' panel: `Area cm²`, `PUSH`.
  public var title: String
  /// One value per sample, in the order of the chart's samples.
  public var values: [Double]
  /// The values at the bottom and top of the y axis; nil to go from 0 (or the lowest value,
  /// when negative) to the highest value.
  public var range: ClosedRange<Double>?
  /// Decimals in the y axis labels.
  public var decimals: Int

  /// A series titled `title`; `range` fixes the y axis (PUSH is always `0...17`).
  public init(
    _ title: String,
    values: [Double],
    range: ClosedRange<Double>? = nil,
    decimals: Int = 0
  ) {
    self.title = title
    self.values = values
    self.range = range
    self.decimals = decimals
  }

  /// The y axis: the fixed range, or 0 (or below, for negative values) to the highest value.
  /// A flat series at 0 gets `0...1`, so its points sit on the bottom line.
  var axis: ClosedRange<Double> {
    if let range, range.upperBound > range.lowerBound { return range }
    let low = min(0, values.min() ?? 0)
    let high = max(low, values.max() ?? 0)
    return high > low ? low...high : low...(low + 1)
  }

  /// `value` with the series' decimals: `12.5`, `17`.
  func label(_ value: Double) -> String {
    guard decimals > 0 else { return String(Int(value.rounded())) }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = Int((abs(value) * scale).rounded())
    let whole = scaled / Int(scale)
    var fraction = String(scaled % Int(scale))
    while fraction.count < decimals { fraction = "0" + fraction }
    return (value < 0 && scaled > 0 ? "-" : "") + "\(whole).\(fraction)"
  }
}
