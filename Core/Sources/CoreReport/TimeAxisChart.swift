import Foundation

/// The geometry of one line chart on a true time axis: x is proportional to the time between
/// visits (a fortnight's gap is twice a week's), y runs from 0 to a round maximum. Numbers in
/// SVG user units, ready for the template; the renderer makes no other drawing decision.
struct TimeAxisChart: Equatable {
  /// One plotted visit.
  struct Point: Equatable {
    var x: Double
    var y: Double
    /// "2026-11-20: 12.0": the point's tooltip.
    var label: String
  }

  /// One labelled tick of an axis.
  struct Tick: Equatable {
    var position: Double
    var label: String
  }

  static let width = 340.0
  static let height = 190.0
  static let left = 38.0
  static let right = 26.0
  static let top = 12.0
  static let bottom = 34.0

  var points: [Point]
  var xTicks: [Tick]
  var yTicks: [Tick]
  /// The baseline: where y = 0 is drawn.
  var plotBottom: Double { Self.height - Self.bottom }
  var plotRight: Double { Self.width - Self.right }

  /// The SVG path through the points, in time order.
  var path: String {
    points.enumerated().map { index, point in
      "\(index == 0 ? "M" : "L")\(Self.format(point.x)) \(Self.format(point.y))"
    }.joined(separator: " ")
  }

  /// Plots `values` (time, value) with y from 0 to `maximum` (or a round ceiling of the
  /// largest value when nil), dates in `timeZone`. One visit, or several at one instant, sit
  /// in the middle of the axis.
  init(
    _ values: [(date: Date, value: Double, text: String)],
    maximum: Double? = nil,
    timeZone: TimeZone
  ) {
    let ordered = values.sorted { $0.date < $1.date }
    let top = maximum ?? Self.roundCeiling(ordered.map(\.value).max() ?? 0)
    let (start, end) = (ordered.first?.date, ordered.last?.date)
    let span = start.flatMap { start in end?.timeIntervalSince(start) } ?? 0
    let plotWidth = Self.width - Self.left - Self.right
    let plotHeight = Self.height - Self.top - Self.bottom
    func x(_ date: Date) -> Double {
      guard let start, span > 0 else { return Self.left + plotWidth / 2 }
      return Self.left + date.timeIntervalSince(start) / span * plotWidth
    }
    func y(_ value: Double) -> Double {
      Self.top + plotHeight * (1 - (top > 0 ? min(value, top) / top : 0))
    }
    let day = { (date: Date) in Self.day(date, timeZone) }
    points = ordered.map {
      Point(x: x($0.date), y: y($0.value), label: "\(day($0.date)): \($0.text)")
    }
    let steps = Self.tickSteps(top)
    yTicks = (0...steps).map { step in
      let value = top * Double(step) / Double(steps)
      return Tick(position: y(value), label: Self.format(value))
    }
    guard let start, let end else {
      xTicks = []
      return
    }
    // The first and last visit, and up to three dates between them at equal times.
    let between = span > 0 ? (1...3).map { start.addingTimeInterval(span * Double($0) / 4) } : []
    xTicks = ([start] + between + (span > 0 ? [end] : [])).map {
      Tick(position: x($0), label: day($0))
    }
  }

  /// The smallest of 1, 2, 2.5, 5 × 10ⁿ at or above `value` (4 for a chart of zeros).
  static func roundCeiling(_ value: Double) -> Double {
    guard value > 0 else { return 4 }
    let magnitude = pow(10, floor(log10(value)))
    let step = [1, 2, 2.5, 5, 10].first { $0 * magnitude >= value } ?? 10
    return step * magnitude
  }

  /// Five steps when they are round (1, 2 or 5 × 10ⁿ: 0-5 by 1, 0-2.5 by 0.5), else four
  /// (0-20 by 5, 0-2 by 0.5), so no tick reads 3.75.
  static func tickSteps(_ top: Double) -> Int {
    let step = top / 5
    let mantissa = step / pow(10, floor(log10(step)))
    return [1, 2, 5].contains { abs(mantissa - $0) < 1e-9 } ? 5 : 4
  }

  /// "12", "12.5": at most two decimals, no trailing zeros.
  static func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(format: "%.2f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

  /// "20 Nov": a tick's date, short enough for five on an axis.
  static func day(_ date: Date, _ timeZone: TimeZone) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_GB")
    formatter.timeZone = timeZone
    formatter.dateFormat = "d MMM yy"
    return formatter.string(from: date)
  }
}
