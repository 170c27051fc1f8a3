import CoreTerminal
import CoreVIPER
import Foundation
import LibWound
import Testing

@testable import FeatureWounds

/// A patient's wounds as a long list: the rows around the selection, its position beside the
/// count, a click picking the row it lands on and opening the picked one; printed once, every
/// row and no position.
@MainActor
struct WoundListMouseTests {
  let layout = WoundListView(styling: .plain)

  @Test func aLongListShowsTheRowsAroundTheSelectionAndWhereItStands() {
    let size = TerminalSize(columns: 80, rows: 12)
    let lines = layout.lines(for: Fixtures.woundList(30, selected: 20), size: size)
    #expect(lines[0].contains("30 wounds · 21/30"))
    #expect(lines.contains { $0.contains("w0000021") })
    #expect(!lines.contains { $0.contains("w0000001") })
    #expect(lines.count <= size.rows - 1, "the rows fit above the footer")
    var printed = size
    printed.isPrinted = true
    let all = layout.lines(for: Fixtures.woundList(30, selected: 20), size: printed)
    #expect(all.contains { $0.contains("w0000001") } && all.contains { $0.contains("w0000030") })
    #expect(!all[0].contains("21/30"))
  }

  @Test func aClickPicksAndASecondClickOpens() throws {
    let size = TerminalSize(columns: 80, rows: 12)
    let data = Fixtures.woundList(30, selected: 20)
    let lines = layout.lines(for: data, size: size)
    let line = try #require(lines.firstIndex { $0.contains("w0000018") })
    #expect(
      layout.action(for: .click(line: line, column: 3), in: data, size: size) == .move(.row(17))
    )
    let picked = try #require(lines.firstIndex { $0.contains("w0000021") })
    let id = try #require(data.selectedID)
    #expect(layout.action(for: .click(line: picked, column: 3), in: data, size: size) == .open(id))
    #expect(layout.action(for: .wheelDown, in: data, size: size) == .move(.down))
  }
}
