import CoreTerminal
import CoreVIPER
import Foundation
import Testing

@testable import FeatureSync

/// The mouse on the conflicts: a click picks the field whose row it lands on, under a notice
/// of any height; the wheel moves the selection; a question takes no click.
@MainActor
struct ConflictsMouseTests {
  let layout = ConflictsView(styling: .plain)

  func conflicts(_ count: Int, selected: Int, notice: String? = nil) -> ConflictsViewData {
    let rows = (1...count).map { number in
      ConflictsViewData.Row(
        id: UUID(),
        patient: String(format: "Patient%02d, Anne", number),
        record: "patient",
        field: "phone",
        subject: "Her phone",
        mine: "04 78 00 00 01",
        theirs: "04 78 00 00 09",
        found: "2026-11-26 17:53"
      )
    }
    var data = ConflictsViewData(countLabel: "\(count) conflicts", content: .rows(rows))
    data.selectedIndex = selected
    data.notice = notice.map(ConflictsViewData.Notice.done)
    return data
  }

  @Test func aClickPicksTheFieldOnItsLineWhateverTheNoticeAbove() throws {
    let size = TerminalSize(columns: 60, rows: 30)
    let notice = String(repeating: "Kept yours: it goes at the next sync. ", count: 4)
    for data in [conflicts(5, selected: 0), conflicts(5, selected: 0, notice: notice)] {
      let lines = layout.lines(for: data, size: size)
      let line = try #require(lines.firstIndex { $0.contains("Patient04") })
      #expect(
        layout.action(for: .click(line: line, column: 3), in: data, size: size) == .move(.row(3))
      )
      #expect(layout.action(for: .wheelUp, in: data, size: size) == .move(.up))
    }
  }

  @Test func aScrolledListAndAQuestion() throws {
    let size = TerminalSize(columns: 80, rows: 18)
    let data = conflicts(20, selected: 12)
    let lines = layout.lines(for: data, size: size)
    #expect(lines[0].contains("20 conflicts · 13/20"), "where the selection stands")
    let line = try #require(lines.firstIndex { $0.contains("Patient10") })
    #expect(
      layout.action(for: .click(line: line, column: 3), in: data, size: size) == .move(.row(9))
    )
    var asking = data
    asking.question = "Drop yours? (y/n)"
    #expect(layout.action(for: .click(line: line, column: 3), in: asking, size: size) == nil)
  }
}
