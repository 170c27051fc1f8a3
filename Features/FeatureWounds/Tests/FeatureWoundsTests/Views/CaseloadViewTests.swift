import CoreTerminal
import CoreTesting
import CoreVIPER
import LibWound
import Testing

@testable import FeatureWounds

/// Every state of the caseload screen, as text: loading, empty, filtered out, many rows,
/// filtered, narrow, hostile text shown escaped.
@MainActor
struct CaseloadViewTests {
  let layout = CaseloadView(styling: .plain)

  static func row(_ number: Int, patient: String = "Dupont, Marie") -> CaseloadViewData.Row {
    let reasons: [[CaseloadReason]] = [
      [.deepInfection], [.offTrajectory, .overdue], [.rising], [.overdue, .noPlan], [.abpiDue], [],
    ]
    let these = reasons[number % reasons.count]
    return CaseloadViewData.Row(
      patient: patient,
      wound: "Pressure injury · sacrum",
      nurse: number.isMultiple(of: 2) ? "bea" : "anna",
      lastAssessed: "2025-05-\(String(format: "%02d", number % 28 + 1))",
      why: these.isEmpty ? "—" : these.map(\.label).joined(separator: ", "),
      words: these.isEmpty
        ? "nothing calls for attention" : these.map(\.words).joined(separator: "; ")
    )
  }

  @Test func loading() {
    assertLines(of: layout, for: .loading, widths: [80])
  }

  @Test func empty() {
    assertLines(
      of: layout,
      for: CaseloadViewData(
        content: .empty(message: "No open wound in the team's store."),
        filter: nil
      )
    )
  }

  @Test func filteredOut() {
    let data = CaseloadViewData(
      content: .empty(message: "No open wound matches. x shows every wound."),
      filter: "nurse anna · off-trajectory"
    )
    assertLines(of: layout, for: data)
  }

  @Test func failed() {
    let data = CaseloadViewData(content: .failed(message: "Could not read the wounds: disk I/O"))
    assertLines(of: layout, for: data, widths: [80])
  }

  @Test func manyRowsKeepTheSelectionOnScreen() {
    let rows = (0..<40).map { Self.row($0, patient: "Patient \($0)") }
    assertLines(of: layout, for: CaseloadViewData(content: .rows(rows), selectedIndex: 30))
  }

  /// Scrolled, a click picks the row it lands on, a second one on the picked row opens it, and
  /// the "↑ N more" line picks nothing.
  @Test func aClickOnAScrolledListPicksTheRowItLandsOn() throws {
    let rows = (0..<40).map { Self.row($0, patient: "Patient \($0)") }
    let data = CaseloadViewData(content: .rows(rows), selectedIndex: 30)
    try expectScrolledListClicks(
      layout,
      data,
      pick: .move(.row(20)),
      open: .open,
      more: "↑ 16 more"
    )
  }

  @Test func filteredByNurseAndReason() {
    let rows = [Self.row(3), Self.row(9, patient: "Martin, Jean")]
    let data = CaseloadViewData(
      content: .rows(rows),
      selectedIndex: 0,
      filter: "nurse anna · overdue"
    )
    assertLines(of: layout, for: data)
  }

  @Test func narrowTerminal() {
    let rows = (0..<6).map { Self.row($0) }
    assertLines(
      of: layout,
      for: CaseloadViewData(content: .rows(rows), selectedIndex: 2),
      widths: [40, 70]
    )
  }

  @Test func manyReasonsAreCutOnTheSecondLineMarked() {
    var row = Self.row(1)
    let all = CaseloadReason.allCases
    row.why = all.map(\.label).joined(separator: ", ")
    row.words = all.map(\.words).joined(separator: "; ")
    assertLines(
      of: layout,
      for: CaseloadViewData(content: .rows([row]), selectedIndex: 0),
      widths: [50]
    )
  }

  @Test func hostileTextIsShownEscaped() {
    // What the presenter hands over: control characters already made visible.
    let rows = [
      Self.row(0, patient: "Ro␛[2Jux, Ma␇rie"),
      Self.row(1, patient: "Nguyễn, 👩🏽‍⚕️ Thi"),
    ]
    var hostile = rows
    hostile[0].nurse = "an␛]0;xna"
    assertLines(of: layout, for: CaseloadViewData(content: .rows(hostile), selectedIndex: 0))
  }

  @Test func keysAreTheScreensTable() {
    let data = CaseloadViewData(content: .rows([Self.row(1)]), selectedIndex: 0)
    #expect(layout.action(for: .character("n"), in: data) == .nextNurse)
    #expect(layout.action(for: .character("r"), in: data) == .nextReason)
    #expect(layout.action(for: .character("x"), in: data) == .clearFilter)
    #expect(layout.action(for: .enter, in: data) == .open)
    #expect(layout.action(for: .character("q"), in: data) == .back)
    let keys = layout.keyHelp(for: data).map(\.keys)
    #expect(keys.contains("n") && keys.contains("r") && keys.contains("x"))
  }
}
