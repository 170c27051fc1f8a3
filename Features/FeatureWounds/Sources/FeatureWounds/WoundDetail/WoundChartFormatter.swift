import CoreTerminal
import Foundation
import LibWound

/// The wound's trend for the detail's chart: area and PUSH score of each current assessment
/// on a true time axis.
///
/// PUSH is a second small chart under (or beside) the area's, not a second series on the
/// area's plot: cm² and a 0-17 score share no scale, two y axes on one grid of characters
/// read as one, and the two marks of one visit would often fall in the same cell. Each panel
/// keeps its own axis; both share the visit dates, so one visit sits in the same column.
struct WoundChartFormatter {
  let charset: ChartCharset
  let timeZone: TimeZone

  /// Nil without a measured current assessment.
  func chart(_ current: [WoundHistory.Entry]) -> TextChart? {
    let measured = current.filter { $0.area != nil }
    guard let first = measured.first?.assessment.takenAt else { return nil }
    let times = measured.map(\.assessment.takenAt)
    return TextChart(
      // Seconds, not days: two visits of one day keep their order and their distance.
      positions: times.map { $0.timeIntervalSince(first) },
      labels: labels(times),
      series: [
        ChartSeries("Area", unit: "cm²", values: measured.map { $0.area?.value ?? 0 }, decimals: 1),
        // A score has no unit: the title names it and its fixed range.
        ChartSeries(
          "PUSH score (0-17)",
          values: measured.map { Double($0.push ?? 0) },
          range: 0...17
        ),
      ],
      charset: charset,
      countLegend: "digits count the assessments at one point"
    )
  }

  /// The x axis label of each assessment: "05-29" (the table gives the year), the whole day
  /// when the chart spans two years, the time too when it spans less than two days, so two
  /// visits of one day are told apart.
  func labels(_ times: [Date]) -> [String] {
    guard let first = times.first, let last = times.last else { return [] }
    let days = times.map { WoundText.day($0, in: timeZone) }
    if days.first?.prefix(4) != days.last?.prefix(4) { return days }
    let span = last.timeIntervalSince(first)
    guard span > 0, span < 2 * 86_400 else { return days.map { String($0.dropFirst(5)) } }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return zip(times, days).map { time, day in
      let parts = calendar.dateComponents([.hour, .minute], from: time)
      let clock = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
      return "\(day.dropFirst(5)) \(clock)"
    }
  }
}
