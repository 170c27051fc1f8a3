import CoreTerminal
import CoreTesting
import CoreVIPER
import Foundation
import LibWound
import Testing

@testable import FeatureWounds

@MainActor
struct WoundDetailViewTests {
  let layout = WoundDetailView(styling: .plain)

  func data(
    _ history: WoundHistory,
    charset: ChartCharset = .unicode
  ) -> WoundDetailViewData {
    let formatter = WoundDetailFormatter(charset: charset, timeZone: Fixtures.utc)
    return WoundDetailViewData(
      title: WoundText.title(history.wound),
      status: WoundText.status(history.wound.status),
      content: .loaded(formatter.loaded(history, selected: history.entries.indices.last))
    )
  }

  @Test func loading() {
    assertLines(of: layout, for: .loading)
  }

  @Test func error() {
    let data = WoundDetailViewData(
      title: "Wound",
      status: "",
      content: .failed(message: "Could not read the wound: SQLite error 10: disk I/O error")
    )
    assertLines(of: layout, for: data)
  }

  @Test func neverAssessed() {
    assertLines(of: layout, for: data(Fixtures.history(Fixtures.wound(), [])))
  }

  @Test func oneAssessment() {
    let history = Fixtures.history(Fixtures.wound(), Array(Fixtures.healing.prefix(1)))
    assertLines(of: layout, for: data(history))
  }

  @Test func onTrackInUnicode() {
    assertLines(of: layout, for: data(Fixtures.history(Fixtures.wound(), Fixtures.healing)))
  }

  @Test func aPlanChangedByAColleague() {
    var history = Fixtures.history(Fixtures.wound(), Fixtures.healing)
    history.plan = CarePlan(
      woundID: history.wound.id,
      startsOn: CalendarDateFixture.june10,
      cleansing: "saline",
      primaryDressing: "alginate",
      secondaryDressing: "foam",
      change: .weekdays([.monday, .thursday]),
      assessEveryDays: 7,
      referringNurse: "Claire",
      version: 3,
      createdAt: Fixtures.noon("2025-06-10"),
      updatedAt: Fixtures.noon("2025-06-24").addingTimeInterval(5 * 3600 + 53 * 60),
      updatedBy: "bea"
    )
    assertLines(of: layout, for: data(history), widths: [80], rows: 30)
  }

  @Test func onTrackInASCII() {
    let history = Fixtures.history(Fixtures.wound(), Fixtures.healing)
    assertLines(of: layout, for: data(history, charset: .ascii))
  }

  @Test func offTrackAndOverdueWithLongText() {
    let wound = Fixtures.wound(
      type: .pressureInjury,
      site: .rightTrochanter,
      stage: .deepTissueInjury,
      description: "Two fingers above the greater trochanter, under the hip protector strap"
    )
    let history = Fixtures.history(wound, Fixtures.stalled, overdue: true)
    assertLines(of: layout, for: data(history), rows: 40)
  }

  @Test func askingToReopenAHealedWound() {
    let wound = Fixtures.wound(status: .healed(on: CalendarDateFixture.june10))
    var asking = data(Fixtures.history(wound, Fixtures.healing))
    asking.prompt = "Reopen this wound (healed 2025-06-10)? y or n"
    assertLines(of: layout, for: asking)
    #expect(layout.action(for: .character("y"), in: asking) == .confirm)
    #expect(layout.action(for: .character("a"), in: asking) == nil)
  }

  @Test func aVisitWithNotesAndPhotosAtEverySize() {
    var assessments = Fixtures.healing
    assessments[4].findings.notes =
      "Edges rolled on the medial side, slough lifting with the dressing. Daughter asks about"
      + " the night: pain 6 after the change, better by morning."
    assessments[4].photoIDs = [
      "5be0" + String(repeating: "a", count: 60), "c0ffee" + String(repeating: "1", count: 58),
    ]
    var history = Fixtures.history(Fixtures.wound(), assessments)
    history.photos[assessments[4].photoIDs[0]] = Photo(
      id: assessments[4].photoIDs[0],
      format: .jpeg,
      byteCount: 2_411_000
    )
    assertLines(of: layout, for: data(history), widths: [80, 60], rows: 40)
  }

  @Test func supersededAndHealed() {
    let assessments = [
      Fixtures.assessment(11, on: "2025-05-01", Fixtures.findings(40, 30)),
      Fixtures.assessment(12, on: "2025-05-08", Fixtures.findings(80, 30)),
      Fixtures.assessment(13, on: "2025-05-08", Fixtures.findings(38, 30), supersedes: 12),
      Fixtures.assessment(
        14,
        on: "2025-06-10",
        Fixtures.findings(0, 0, tissue: .none, exudate: .none, type: nil)
      ),
    ]
    let wound = Fixtures.wound(status: .healed(on: CalendarDateFixture.june10))
    assertLines(of: layout, for: data(Fixtures.history(wound, assessments)))
  }

  /// The latest visit's deep-infection verdict stands in the wound's facts, in red when
  /// styled; the visit panel gives the signs counted.
  @Test func aDeepInfectionVerdictOnTheLatestVisit() {
    var assessments = Fixtures.stalled
    assessments[2].findings.odour = true
    assessments[2].findings.infectionSigns = [.warmth, .probesToBone, .fever]
    let history = Fixtures.history(Fixtures.wound(), assessments)
    #expect(
      history.current.last?.screening?.verdicts == [.localInfectionLikely, .deepInfectionSuspected]
    )
    assertLines(of: layout, for: data(history), rows: 30)
  }

  @Test func linesNeverOverflowAndKeysMapToActions() {
    let data = data(Fixtures.history(Fixtures.wound(), Fixtures.healing))
    for width in [30, 60, 80, 120] {
      #expect(
        widest(layout.lines(for: data, size: TerminalSize(columns: width, rows: 24))) <= width
      )
    }
    #expect(layout.action(for: .character("a"), in: data) == .assess)
    #expect(layout.action(for: .character("q"), in: data) == .back)
    #expect(layout.action(for: .character("a"), in: .loading) == nil)
  }
}

/// The wound detail as the terminal shows it, at the sizes nurses use, with 1, 2, 5 and 30
/// assessments and several on one day: the chart and its date labels always on screen.
@MainActor
struct WoundDetailChartViewTests {
  let screen = OnScreen(layout: WoundDetailView(styling: .plain))

  func data(_ assessments: [Assessment]) -> WoundDetailViewData {
    let history = Fixtures.history(Fixtures.wound(), assessments)
    let formatter = WoundDetailFormatter(charset: .unicode, timeZone: Fixtures.utc)
    return WoundDetailViewData(
      title: WoundText.title(history.wound),
      status: WoundText.status(history.wound.status),
      content: .loaded(formatter.loaded(history, selected: history.entries.indices.last))
    )
  }

  /// 60×24, 80×24, 100×30 and 160×50.
  func assertAtEverySize(
    _ data: WoundDetailViewData,
    testName: String = #function,
    line: UInt = #line
  ) {
    assertLines(of: screen, for: data, widths: [60, 80], testName: testName, line: line)
    assertLines(of: screen, for: data, widths: [100], rows: 30, testName: testName, line: line)
    assertLines(of: screen, for: data, widths: [160], rows: 50, testName: testName, line: line)
  }

  @Test func screenWithOneAssessment() {
    assertAtEverySize(data(Array(Fixtures.healing.prefix(1))))
  }

  @Test func screenWithTwoAssessments() {
    assertAtEverySize(data(Array(Fixtures.healing.prefix(2))))
  }

  @Test func screenWithFiveAssessments() {
    assertAtEverySize(data(Fixtures.healing))
  }

  @Test func screenWithThirtyAssessments() {
    assertAtEverySize(data(ChartFixtures.thirtyVisits))
  }

  @Test func screenWithThreeOnOneDay() {
    assertAtEverySize(data(ChartFixtures.threeOnOneDay))
  }

  @Test func screenWithTwoVisitsOfOneDayOnly() {
    assertLines(of: screen, for: data(ChartFixtures.morningAndEvening), widths: [80])
  }

  @Test func theChartsLastLineIsOnScreenAtEverySize() {
    let histories = [
      Array(Fixtures.healing.prefix(1)), Array(Fixtures.healing.prefix(2)), Fixtures.healing,
      ChartFixtures.thirtyVisits, ChartFixtures.threeOnOneDay,
    ]
    for assessments in histories {
      for (columns, rows) in [(60, 24), (80, 24), (100, 30), (160, 50), (120, 40), (72, 20)] {
        let size = TerminalSize(columns: columns, rows: rows)
        let lines = screen.lines(for: data(assessments), size: size)
        let label = "\(assessments.count) at \(columns)×\(rows)"
        #expect(lines.count <= rows - 1, "\(label)")
        #expect(widest(lines) <= columns, "\(label)")
        // The x axis and, under it, the first visit's date: the chart ends on screen.
        let axis = lines.lastIndex { $0.contains("└┬") }
        #expect(
          axis.map { lines[$0 + 1].contains("05-01") } == true,
          "\(label):\n\(lines.joined(separator: "\n"))"
        )
      }
    }
  }

  @Test func aTallerTerminalDrawsATallerChart() {
    let data = data(Fixtures.healing)
    let heights = [24, 30, 40, 50, 60].map { rows in
      screen.lines(for: data, size: TerminalSize(columns: 100, rows: rows))
        .filter { $0.contains("┤") || $0.contains("│") }.count
    }
    #expect(heights == heights.sorted() && heights.first! < heights.last!, "\(heights)")
  }

  @Test func onceModeStillPrintsEveryAssessment() {
    let lines = WoundDetailView(styling: .plain).lines(
      for: data(ChartFixtures.thirtyVisits),
      size: TerminalSize(columns: 80, rows: 24)
    )
    // A table row: the selection gutter, the assessment's id, its day.
    let dated = lines.filter {
      $0.range(of: #"^(› |  )[0-9a-f]{8}  2025-"#, options: .regularExpression) != nil
    }
    #expect(dated.count == 30)
    #expect(lines.contains("Earlier assessments"))
  }
}

/// What a terminal shows of a layout above the Navigator's footer: its first `rows - 1`
/// lines. Snapshots of it are the screen a nurse sees.
struct OnScreen<Layout: ViewLayout>: ViewLayout {
  let layout: Layout

  func lines(for data: Layout.ViewData, size: TerminalSize) -> [String] {
    Array(layout.lines(for: data, size: size).prefix(max(0, size.rows - 1)))
  }

  func action(for key: Key, in data: Layout.ViewData) -> Layout.Action? {
    layout.action(for: key, in: data)
  }

  func keyHelp(for data: Layout.ViewData) -> [KeyHelp] { layout.keyHelp(for: data) }

  func keyTable(for data: Layout.ViewData, size: TerminalSize) -> [KeyBinding<Layout.Action>] {
    layout.keyTable(for: data, size: size)
  }
}

/// Visits for the chart: many, and several on one day.
enum ChartFixtures {
  /// `day` (0 = 2025-05-01) at `hour`:`minute` UTC.
  static func at(_ day: Double, _ hour: Int = 12, _ minute: Int = 0) -> Date {
    Fixtures.noon("2025-05-01")
      .addingTimeInterval(day * 86_400 + Double((hour - 12) * 3600 + minute * 60))
  }

  static func visit(_ number: Int, at date: Date, _ findings: AssessmentFindings) -> Assessment {
    var assessment = Fixtures.assessment(number, on: "2025-05-01", findings)
    assessment.takenAt = date
    assessment.recordedAt = date
    return assessment
  }

  /// A week apart, then three visits on 05-08 (morning, early afternoon with the same
  /// findings, evening after debridement), then a week later.
  static let threeOnOneDay = [
    visit(11, at: at(0), Fixtures.findings(40, 30)),
    visit(12, at: at(7, 9), Fixtures.findings(38, 28)),
    visit(13, at: at(7, 13, 30), Fixtures.findings(38, 28)),
    visit(14, at: at(7, 17, 45), Fixtures.findings(30, 25)),
    visit(15, at: at(14), Fixtures.findings(30, 22)),
  ]

  /// A morning and an evening visit, the whole history within one day.
  static let morningAndEvening = [
    visit(11, at: at(0, 8, 15), Fixtures.findings(40, 30)),
    visit(12, at: at(0, 18, 40), Fixtures.findings(36, 30)),
  ]

  /// Thirty visits over ten weeks, every two or three days, two of them on day 9, the
  /// area shrinking from 20 cm² with the ups and downs of real measurements.
  static let thirtyVisits: [Assessment] = (0..<30).map { index in
    // The sixth visit comes back the evening of the fifth's day.
    let day = Double((index == 5 ? 4 : index) * 7 / 3)
    let wobble = [0, 2, -1, 1, 0, -2][index % 6]
    let length = 50 - index + wobble
    let width = max(5, 40 - index)
    return visit(100 + index, at: at(day, index == 5 ? 17 : 10), Fixtures.findings(length, width))
  }
}
