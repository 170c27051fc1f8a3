import CoreTerminal
import Foundation

// What the template reads (through Mirror): strings ready to print, flags and arrays, no
// optionals (an empty array is an absent section). Every text from the record passes through
// `shown`, which makes control characters visible; the template's `{{…}}` then escapes it
// for HTML, and the template never uses the unescaped forms.

/// The whole page.
struct ReportPage {
  var title: String
  var patientName: String
  var facts: [Fact]
  var allergies: String
  var produced: String
  var hasBraden: Bool
  var braden: [BradenRow]
  var hasABPI: Bool
  var abpi: [ABPIRow]
  var hasVisits: Bool
  var visits: [VisitRow]
  var wounds: [WoundSection]
  var hasWounds: Bool
  /// Why the report shows no photo, when they were left out for want of consent.
  var photosLeftOut: String?
}

/// One "label: value" line of the identity block or a wound's facts.
struct Fact {
  var label: String
  var value: String
}

struct BradenRow {
  var date: String
  var by: String?
  var total: String
  var risk: String
  var subscales: [String]
}

struct ABPIRow {
  var date: String
  var by: String?
  var legs: String
}

struct VisitRow {
  var date: String
  var by: String?
  var done: String
  var note: String
}

struct WoundSection {
  var number: String
  var heading: String
  var facts: [Fact]
  var verdictClass: String
  var verdict: String
  var rule: String
  /// The latest assessment's infection screening, when there is one.
  var infection: InfectionView?
  var latestReduction: String
  var hasAssessments: Bool
  var assessments: [AssessmentRow]
  var charts: [ChartView]
  var hasPhotos: Bool
  var photos: [PhotoView]
}

struct InfectionView {
  var infectionClass: String
  var verdict: String
  var signs: String
}

struct AssessmentRow {
  var date: String
  /// "anna", or nil when nobody was logged in.
  var by: String?
  var size: String
  var area: String
  var push: String
  var reduction: String
  var exudate: String
  var tissue: String
  var pain: String
}

struct ChartView {
  var kind: String
  var title: String
  var pointCount: String
  var path: String
  var plotLeft: String
  var plotRight: String
  var plotBottom: String
  var yLabelX: String
  var xLabelY: String
  var xTickEnd: String
  var points: [ChartPointView]
  var xTicks: [ChartTickView]
  var yTicks: [ChartTickView]
}

struct ChartPointView {
  var x: String
  var y: String
  var label: String
}

struct ChartTickView {
  var position: String
  var label: String
}

struct PhotoView {
  var source: String
  var caption: String
  var alternative: String
}

extension String {
  /// Record text as the report shows it: every control character visible, never obeyed.
  var shown: String { visibleControls(whitespace: .asSpaces) }
}

extension ChartView {
  init(kind: String, title: String, chart: TimeAxisChart) {
    let format = TimeAxisChart.format
    self.init(
      kind: kind,
      title: title,
      pointCount: String(chart.points.count),
      path: chart.path,
      plotLeft: format(TimeAxisChart.left),
      plotRight: format(chart.plotRight),
      plotBottom: format(chart.plotBottom),
      yLabelX: format(TimeAxisChart.left - 4),
      xLabelY: format(chart.plotBottom + 14),
      xTickEnd: format(chart.plotBottom + 3),
      points: chart.points.map {
        ChartPointView(x: format($0.x), y: format($0.y), label: $0.label.shown)
      },
      xTicks: chart.xTicks.map { ChartTickView(position: format($0.position), label: $0.label) },
      yTicks: chart.yTicks.map { ChartTickView(position: format($0.position), label: $0.label) }
    )
  }
}
