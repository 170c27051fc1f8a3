/// One quantity a chart plots, one value per sample of the chart, with its own y axis.
public struct ChartSeries: Hashable, Sendable {
  /// What the values are, shown above the series' panel: `Area`, `PUSH score`.
  public var title: String
  /// The unit written after every y axis label (`cm²`); empty for a score, which has none.
  public var unit: String
  /// One value per sample, in the order of the chart's samples.
  public var values: [Double]
  /// The values at the bottom and top of the y axis; nil to go from 0 (or the lowest value,
  /// when negative) to the highest value.
  public var range: ClosedRange<Double>?
  /// Decimals in the y axis labels.
  public var decimals: Int

  /// A series titled `title` in `unit`; `range` fixes the y axis (PUSH is always `0...17`).
  public init(
    _ title: String,
    unit: String = "",
    values: [Double],
    range: ClosedRange<Double>? = nil,
    decimals: Int = 0
  ) {
    self.title = title
    self.unit = unit
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

  /// Where `value` stands between the bottom (0) and the top (1) of the axis, clamped.
  func fraction(_ value: Double) -> Double {
    let axis = axis
    return min(1, max(0, (value - axis.lowerBound) / (axis.upperBound - axis.lowerBound)))
  }

  /// The value a plot row stands for, on a plot of `rows` rows (row 0 at the top).
  func value(atRow row: Int, of rows: Int) -> Double {
    guard rows > 1 else { return axis.upperBound }
    let axis = axis
    let fromTop = Double(row) / Double(rows - 1)
    return axis.upperBound - fromTop * (axis.upperBound - axis.lowerBound)
  }

  /// The plot row nearest `value` on a plot of `rows` rows (row 0 at the top).
  func row(of value: Double, in rows: Int) -> Int {
    rows - 1 - Int((fraction(value) * Double(rows - 1)).rounded())
  }

  /// A y axis label: `value` with the series' decimals and unit, `12.5 cm²`, `17`.
  func axisLabel(_ value: Double) -> String {
    unit.isEmpty ? label(value) : "\(label(value)) \(unit)"
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
