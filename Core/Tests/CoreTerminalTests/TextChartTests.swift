import Testing

@testable import CoreTerminal

@Suite("Text chart: bars, points, axes, labels")
struct TextChartTests {
  static let area = ChartSeries("Area cm²", values: [8, 6, 2], decimals: 1)
  static let push = ChartSeries("PUSH", values: [12, 10, 6], range: 0...17)

  static func chart(
    _ series: [ChartSeries] = [area],
    positions: [Double] = [0, 7, 14],
    labels: [String] = ["06-01", "06-08", "06-15"],
    charset: ChartCharset = .unicode
  ) -> TextChart {
    TextChart(positions: positions, labels: labels, series: series, charset: charset)
  }

  @Test func unicodeBarsInEighths() {
    let lines = Self.chart().lines(width: 30, height: 6)
    #expect(
      lines == [
        "Area cm²",
        "8.0 │█           ▂",
        "    │█           █",
        "0.0 │█           █           ▆",
        "    └─────────────────────────",
        "     06-01       06-08   06-15",
      ]
    )
  }

  @Test func asciiPointsAndAxes() {
    let lines = Self.chart(charset: .ascii).lines(width: 24, height: 6)
    #expect(
      lines == [
        "Area cm²",
        "8.0 |*        *",
        "    |                  *",
        "0.0 |",
        "    +-------------------",
        "     06-01         06-15",
      ]
    )
  }

  @Test func twoSeriesKeepTheirOwnScales() {
    let lines = Self.chart([Self.area, Self.push], charset: .ascii).lines(width: 24, height: 8)
    #expect(
      lines == [
        "Area cm²",
        "8.0 |*        *",
        "0.0 |                  *",
        "PUSH",
        " 17 |*        *",
        "  0 |                  *",
        "    +-------------------",
        "     06-01         06-15",
      ]
    )
  }

  @Test func onePointSitsOnTheLeft() {
    let chart = Self.chart(
      [ChartSeries("PUSH", values: [9], range: 0...17)],
      positions: [0],
      labels: ["2025-06-01"]
    )
    #expect(
      chart.lines(width: 20, height: 5) == [
        "PUSH",
        "17 │",
        " 0 │█",
        "   └────────────────",
        "    2025-06-01",
      ]
    )
  }

  @Test func aFlatSeriesFillsItsAxis() {
    let flat = ChartSeries("Area cm²", values: [4, 4, 4], decimals: 1)
    let lines = Self.chart([flat], charset: .ascii).lines(width: 24, height: 5)
    #expect(lines[1] == "4.0 |*        *        *")
    #expect(lines[2] == "0.0 |")
  }

  @Test func aFlatSeriesAtZeroStaysOnTheBottomLine() {
    let zero = ChartSeries("Area cm²", values: [0, 0], decimals: 1)
    let lines = Self.chart([zero], positions: [0, 1], labels: ["a", "b"]).lines(
      width: 12,
      height: 5
    )
    #expect(lines[1] == "1.0 │")
    #expect(lines[2] == "0.0 │▁     ▁")
  }

  @Test func labelsThatWouldTouchAreLeftOut() {
    let chart = Self.chart(positions: [0, 1, 14], labels: ["2025-06-01", "2025-06-02", "06-15"])
    let lines = chart.lines(width: 24, height: 5)
    #expect(lines.last == "     2025-06-01    06-15")
  }

  @Test func narrowWidthsNeverOverflow() {
    for charset in [ChartCharset.unicode, .ascii] {
      for width in 0...30 {
        for height in [0, 3, 8] {
          let lines = Self.chart([Self.area, Self.push], charset: charset)
            .lines(width: width, height: height)
          #expect(lines.allSatisfy { $0.displayWidth <= width }, "width \(width)")
        }
      }
    }
  }

  @Test func nothingToDrawGivesNoLines() {
    #expect(Self.chart([]).lines(width: 40, height: 10).isEmpty)
    #expect(Self.chart(positions: [], labels: []).lines(width: 40, height: 10).isEmpty)
  }

  @Test func decimalLabels() {
    #expect(ChartSeries("x", values: [], decimals: 1).label(12.25) == "12.3")
    #expect(ChartSeries("x", values: [], decimals: 1).label(-0.5) == "-0.5")
    #expect(ChartSeries("x", values: [], decimals: 0).label(17) == "17")
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
