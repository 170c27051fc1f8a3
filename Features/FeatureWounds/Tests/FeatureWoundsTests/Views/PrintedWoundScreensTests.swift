import CoreTerminal
import CoreVIPER
import Foundation
import LibWound
import Testing

@testable import FeatureWounds

/// Issue 27, item 11: a screen printed once to a pipe (`nurse wound list`, `nurse wound show`)
/// carried the interactive cursor. Printed, a list has none; shown, it keeps it.
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
}
