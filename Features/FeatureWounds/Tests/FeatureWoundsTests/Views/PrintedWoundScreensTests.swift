import CoreTerminal
import CoreVIPER
import Foundation
import LibWound
import Testing

@testable import FeatureWounds

/// Issue 27, item 11: a screen printed once to a pipe (`nurse wound list`, `nurse wound show`)
/// carried the interactive cursor, key hints and cut text. Printed, a screen has no cursor and
/// no key to press, and is whole; shown, it keeps them.
@MainActor
struct PrintedWoundScreensTests {
  let printed = TerminalSize(columns: 80, rows: 24, isPrinted: true)
  let shown = TerminalSize(columns: 80, rows: 24)

  @Test func thePrintedWoundListHasNoCursor() {
    let layout = WoundListView(styling: .plain)
    let data = WoundListViewTests().data(
      .rows(WoundListViewTests.threeRows),
      selected: 1,
      count: "3 wounds"
    )
    #expect(layout.lines(for: data, size: shown).contains { $0.hasPrefix("›") })
    #expect(!layout.lines(for: data, size: printed).contains { $0.contains("›") })
  }

  @Test func thePrintedWoundHasNoCursorOnItsVisits() {
    let layout = WoundDetailView(styling: .plain)
    let data = WoundDetailViewTests().data(Fixtures.history(Fixtures.wound(), Fixtures.healing))
    #expect(layout.lines(for: data, size: shown).contains { $0.hasPrefix("›") })
    #expect(!layout.lines(for: data, size: printed).contains { $0.contains("›") })
  }

  @Test func thePrintedWoundIsWholeWithItsVisitPanelUncut() {
    let layout = WoundDetailView(styling: .plain)
    var assessments = Fixtures.healing
    let note = (1...12).map { "Note line \($0) of the visit." }.joined(separator: " ")
    assessments[assessments.count - 1].findings.notes = note
    let data = WoundDetailViewTests().data(Fixtures.history(Fixtures.wound(), assessments))
    let onScreen = layout.lines(for: data, size: shown)
    #expect(!onScreen.contains { $0.contains("Note line 12") }, "a terminal cuts the long note")
    let whole = layout.lines(for: data, size: printed)
    #expect(!whole.contains { $0.hasSuffix("…") }, "\(whole.joined(separator: "\n"))")
    #expect(whole.contains { $0.contains("Note line 12 of the visit.") })
    // Every row of the table and the chart's dates are still printed.
    #expect(whole.filter { $0.contains("2025-") }.count >= assessments.count)
  }

  @Test func thePrintedWoundsHaveNoKeyToPress() {
    let detail = WoundDetailView(styling: .plain)
    let never = WoundDetailViewTests().data(Fixtures.history(Fixtures.wound(), []))
    #expect(detail.lines(for: never, size: shown).contains { $0.contains("Press a") })
    #expect(detail.lines(for: never, size: printed).contains("No assessment yet."))
    let list = WoundListView(styling: .plain)
    let empty = WoundListViewTests().data(
      .empty(message: "No wounds recorded for this patient.", hint: "Press a to add one."),
      count: "0 wounds"
    )
    #expect(list.lines(for: empty, size: shown).contains { $0.contains("Press a") })
    #expect(list.lines(for: empty, size: printed).last == "No wounds recorded for this patient.")
  }
}
