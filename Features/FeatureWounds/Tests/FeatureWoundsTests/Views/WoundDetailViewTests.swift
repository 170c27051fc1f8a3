import CoreTerminal
import CoreTesting
import Foundation
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
      content: .loaded(formatter.loaded(history))
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
