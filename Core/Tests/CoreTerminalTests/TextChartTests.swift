import Testing

@testable import CoreTerminal

/// Charts of a wound's area and PUSH score over visits, as the wound detail draws them.
enum ChartSamples {
  static let day = 86_400.0

  static func chart(
    days: [Double],
    labels: [String]? = nil,
    area: [Double],
    push: [Double],
    charset: ChartCharset = .unicode
  ) -> TextChart {
    TextChart(
      positions: days.map { $0 * day },
      labels: labels ?? days.map { date(Int($0)) },
      series: [
        ChartSeries("Area", unit: "cm²", values: area, decimals: 1),
        ChartSeries("PUSH score", values: push, range: 0...17),
      ],
      charset: charset
    )
  }

  /// Weekly visits of a healing ulcer.
  static let weekly = chart(
    days: [0, 7, 14, 21, 28],
    area: [12, 10.6, 8.8, 6.6, 6],
    push: [13, 13, 13, 11, 11]
  )

  /// Three visits on day 7 (morning, noon, evening), two with the same findings.
  static let sameDay = chart(
    days: [0, 7, 7 + 4.0 / 24, 7 + 8.0 / 24, 14],
    labels: ["05-01", "05-08", "05-08", "05-08", "05-15"],
    area: [12, 10, 10, 8, 7],
    push: [13, 12, 12, 12, 11]
  )

  /// `count` visits every two or three days, the area shrinking from 20 cm², two on day 9.
  static func many(_ count: Int, charset: ChartCharset = .unicode) -> TextChart {
    var days: [Double] = []
    var labels: [String] = []
    for index in 0..<count {
      let day = index < 5 ? Double(index * 2) : Double(index * 5 / 2) + (index == 5 ? -1 : 0)
      days.append(day)
      labels.append(date(Int(day)))
    }
    let area = (0..<count).map { max(0, 20 - Double($0) * 0.6) }
    let push = (0..<count).map { Double(max(0, 15 - $0 / 3)) }
    return TextChart(
      positions: days.map { $0 * day },
      labels: labels,
      series: [
        ChartSeries("Area", unit: "cm²", values: area, decimals: 1),
        ChartSeries("PUSH score", values: push, range: 0...17),
      ],
      charset: charset
    )
  }

  /// "05-01" for day 0, "06-01" for day 31: May, June and July.
  static func date(_ day: Int) -> String {
    let (month, dayOfMonth) = day < 31 ? (5, day + 1) : day < 61 ? (6, day - 30) : (7, day - 60)
    return "0\(month)-\(dayOfMonth < 10 ? "0" : "")\(dayOfMonth)"
  }
}

@Suite("Text chart: marks on a time axis in the room given")
struct TextChartTests {
  @Test func sideBySideOnAShortBox() {
    #expect(
      ChartSamples.weekly.lines(width: 80, height: 6) == [
        "Area                                     PUSH score",
        "12.0 cm² ┤●      ●                             17 ┤●      ●      ●",
        "         │              ●     ●      ●            │                    ●      ●",
        " 0.0 cm² ┤                                      0 ┤",
        "         └┬─────────────┬────────────┬            └┬─────────────┬────────────┬",
        "          05-01       05-15      05-29             05-01       05-15      05-29",
      ]
    )
  }

  @Test func stackedOnceEachPanelHasRoom() {
    // Six rows a panel: 10.6 and 8.8 cm² share the row nearest both, 6.6 and 6.0 another.
    let lines = ChartSamples.weekly.lines(width: 40, height: 16)
    #expect(
      lines == [
        "Area",
        "12.0 cm² ┤●",
        "         │       ●       ●",
        " 7.2 cm² ┤                      ●      ●",
        "         │",
        "         │",
        " 0.0 cm² ┤",
        "PUSH score",
        "      17 ┤",
        "         │●      ●       ●",
        "      10 ┤                      ●      ●",
        "         │",
        "         │",
        "       0 ┤",
        "         └┬──────────────┬─────────────┬",
        "          05-01        05-15       05-29",
      ]
    )
  }

  @Test func asciiMarksAndAxes() {
    let chart = ChartSamples.chart(
      days: [0, 7, 14],
      area: [8, 6, 2],
      push: [12, 10, 6],
      charset: .ascii
    )
    // 6 of 8 cm² is three quarters up: nearer the top row than the middle one.
    #expect(
      chart.lines(width: 30, height: 10) == [
        "Area",
        "8.0 cm² +*         *",
        "        |                    *",
        "0.0 cm² +",
        "PUSH score",
        "     17 +",
        "        |*         *         *",
        "      0 +",
        "        +|---------|---------|",
        "         05-01   05-08   05-15",
      ]
    )
  }

  @Test func aSampleIsAtItsTimeNotItsIndex() {
    let chart = ChartSamples.chart(days: [0, 1, 14], area: [5, 5, 5], push: [9, 9, 9])
    let axis = ChartTimeAxis(positions: chart.positions, labels: chart.labels, width: 57)
    // Day 1 of 14 is 1/14 of the way, not halfway as its index would put it.
    #expect(axis.columns == [0, 4, 56])
  }

  @Test func sameDayVisitsAreSeparateMarksOrACount() {
    let lines = ChartSamples.sameDay.lines(width: 80, height: 6)
    // Day 7 holds 10, 10 and 8 cm²: a 2 where both tens are, a mark for the 8; one date.
    #expect(
      lines == [
        "Area  (digits: count)                    PUSH score  (digits: count)",
        "12.0 cm² ┤●             2                      17 ┤●",
        "         │              ●            ●            │              3            ●",
        " 0.0 cm² ┤                                      0 ┤",
        "         └┬─────────────┬────────────┬            └┬─────────────┬────────────┬",
        "          05-01       05-08      05-15             05-01       05-08      05-15",
      ]
    )
    let wide = ChartSamples.sameDay.lines(width: 120, height: 6)
    #expect(wide[0].hasPrefix("Area  (digits count the points in one place)"))
  }

  @Test(arguments: [1, 2, 5, 30])
  func everySampleIsCountedOncePerPanel(count: Int) {
    for chart in [ChartSamples.many(count), ChartSamples.sameDay] {
      for (width, rows) in [(12, 2), (29, 3), (60, 5), (148, 10)] {
        let axis = ChartTimeAxis(positions: chart.positions, labels: chart.labels, width: width)
        for series in chart.series {
          let panel = ChartPanel(
            series: series,
            columns: axis.columns,
            rows: rows,
            width: width,
            glyphs: ChartGlyphs(.unicode)
          )
          let counts = panel.counts().joined()
          #expect(counts.reduce(0, +) == chart.positions.count, "\(series.title) \(width)×\(rows)")
          let cells = panel.plot().cells.joined()
          for (count, cell) in zip(counts, cells) {
            let shown: Character =
              count == 0 ? " " : count == 1 ? "●" : count < 10 ? Character("\(count)") : "+"
            #expect(cell == shown)
          }
        }
      }
    }
  }

  @Test func heightGrowsWithTheBox() {
    let chart = ChartSamples.many(30)
    var previousRows = 0
    for height in 6...30 {
      let lines = chart.lines(width: 80, height: height)
      #expect(lines.count <= height && lines.count >= height - 1, "height \(height)")
      let plotRows = lines.filter { $0.contains("┤") || $0.contains("│") }.count
      #expect(plotRows >= previousRows, "height \(height)")
      previousRows = plotRows
    }
  }

  @Test(arguments: [1, 2, 5, 30])
  func dateLabelsNeverFallOffOrTouch(count: Int) {
    let chart = ChartSamples.many(count)
    let known = Set(chart.labels)
    for width in 12...170 {
      let axis = ChartTimeAxis(positions: chart.positions, labels: chart.labels, width: width)
      let placed = axis.placedLabels
      #expect(placed.allSatisfy { known.contains($0.text) }, "cut label at \(width)")
      #expect(placed.allSatisfy { $0.start >= 0 && $0.start + $0.text.count <= width })
      for (left, right) in zip(placed, placed.dropFirst()) {
        #expect(left.start + left.text.count < right.start, "touching at width \(width)")
      }
      #expect(placed.first?.text == chart.labels.first, "the first date at \(width)")
      for height in [6, 12, 20] {
        #expect(chart.lines(width: width, height: height).allSatisfy { $0.displayWidth <= width })
      }
    }
  }

  @Test func fewerLabelsWhenNarrow() {
    let chart = ChartSamples.many(30)
    let counts = [20, 40, 80, 160].map { width in
      ChartTimeAxis(positions: chart.positions, labels: chart.labels, width: width)
        .placedLabels.count
    }
    #expect(counts == counts.sorted())
    #expect(counts.first! >= 2 && counts.last! > 10, "\(counts)")
  }

  @Test func oneSampleSitsOnTheLeftWithItsDate() {
    let chart = ChartSamples.chart(days: [0], labels: ["2025-06-01"], area: [4.5], push: [9])
    #expect(
      chart.lines(width: 40, height: 12) == [
        "Area",
        "4.5 cm² ┤●",
        "        │",
        "        │",
        "0.0 cm² ┤",
        "PUSH score",
        "     17 ┤",
        "        │●",
        "        │",
        "      0 ┤",
        "        └┬──────────────────────────────",
        "         2025-06-01",
      ]
    )
  }

  @Test func aFlatSeriesAtZeroStaysOnTheBottomLine() throws {
    let chart = ChartSamples.chart(days: [0, 1], area: [0, 0], push: [0, 0])
    let lines = chart.lines(width: 30, height: 10)
    try #require(lines.count == 10)
    #expect(lines[1] == "1.0 cm² ┤")
    #expect(lines[2] == "        │")
    #expect(lines[3].hasPrefix("0.0 cm² ┤●") && lines[3].hasSuffix("●"))
  }

  @Test func tooSmallABoxGivesNoLines() {
    for charset in [ChartCharset.unicode, .ascii] {
      var chart = ChartSamples.weekly
      chart.charset = charset
      for width in 0...24 {
        for height in 0...6 {
          let lines = chart.lines(width: width, height: height)
          #expect(lines.allSatisfy { $0.displayWidth <= width }, "width \(width)")
          #expect(lines.count <= height)
        }
      }
    }
    #expect(ChartSamples.weekly.lines(width: 80, height: 5).isEmpty)
    #expect(ChartSamples.weekly.minimumHeight(width: 80) == 6)
    #expect(ChartSamples.weekly.minimumHeight(width: 40) == 10)
    #expect(ChartSamples.weekly.minimumHeight(width: 10) == nil)
  }

  @Test func nothingToDrawGivesNoLines() {
    let empty = TextChart(positions: [], labels: [], series: [], charset: .unicode)
    #expect(empty.lines(width: 40, height: 10).isEmpty)
    #expect(empty.minimumHeight(width: 40) == nil)
  }

  @Test func axisLabelsCarryTheUnit() {
    let area = ChartSeries("Area", unit: "cm²", values: [12.25], decimals: 1)
    #expect(area.axisLabel(12.25) == "12.3 cm²")
    #expect(ChartSeries("PUSH score", values: [9], range: 0...17).axisLabel(17) == "17")
    #expect(ChartSeries("x", values: [], decimals: 1).label(-0.5) == "-0.5")
  }
}

@Suite("Chart charset from the locale")
struct ChartCharsetTests {
  @Test func utf8LocalesDrawUnicode() {
    #expect(ChartCharset.detect(environment: ["LANG": "fr_FR.UTF-8"]) == .unicode)
    #expect(ChartCharset.detect(environment: ["LC_CTYPE": "en_US.utf8"]) == .unicode)
    #expect(ChartCharset.detect(environment: ["LC_ALL": "C.UTF-8", "LANG": "C"]) == .unicode)
  }

  @Test func otherLocalesDrawASCII() {
    #expect(ChartCharset.detect(environment: [:]) == .ascii)
    #expect(ChartCharset.detect(environment: ["LANG": "C"]) == .ascii)
    #expect(ChartCharset.detect(environment: ["LC_ALL": "POSIX", "LANG": "en_US.UTF-8"]) == .ascii)
    #expect(ChartCharset.detect(environment: ["LC_ALL": "", "LANG": "en_US.UTF-8"]) == .unicode)
  }
}
