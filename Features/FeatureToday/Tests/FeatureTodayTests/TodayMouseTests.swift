import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient
import Testing

@testable import FeatureToday

/// The mouse on the round: the wheel moves the selection, a click picks the patient whose row
/// it lands on (the round scrolled or not), and a click on the picked patient opens her.
@MainActor
struct TodayMouseTests {
  let layout = TodayView(styling: .plain)

  static func rows(_ count: Int) -> [TodayViewData.Row] {
    (1...count).map { number in
      TodayViewData.Row(
        id: Patient.ID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number))!,
        position: String(number),
        name: String(format: "Patient%02d, Anne", number),
        place: "69003 rue des Lilas",
        due: "dressing",
        badges: [],
        isUrgent: false
      )
    }
  }

  func round(_ count: Int, selected: Int) -> TodayViewData {
    TodayViewData(
      title: "Today",
      countLabel: "\(count) patients",
      content: .rows(Self.rows(count)),
      selectedIndex: selected
    )
  }

  func lineIndex(of name: String, in data: TodayViewData, size: TerminalSize) -> Int? {
    layout.lines(for: data, size: size).firstIndex { $0.contains(name) }
  }

  @Test func theWheelMovesTheSelection() {
    let data = round(3, selected: 1)
    #expect(layout.action(for: .wheelDown, in: data) == .move(.down))
    #expect(layout.action(for: .wheelUp, in: data) == .move(.up))
  }

  @Test func aClickPicksAPatientAndASecondOneOpensHer() throws {
    let size = TerminalSize(columns: 80, rows: 24)
    let data = round(5, selected: 0)
    let line = try #require(lineIndex(of: "Patient03", in: data, size: size))
    #expect(
      layout.action(for: .click(line: line, column: 10), in: data, size: size) == .move(.row(2))
    )
    let first = try #require(lineIndex(of: "Patient01", in: data, size: size))
    let id = try #require(data.selectedID)
    #expect(layout.action(for: .click(line: first, column: 10), in: data, size: size) == .open(id))
    #expect(layout.action(for: .click(line: 0, column: 10), in: data, size: size) == nil)
  }

  @Test func aClickOnAScrolledRoundPicksTheRowDrawnThere() throws {
    let size = TerminalSize(columns: 80, rows: 14)
    let data = round(30, selected: 25)
    let lines = layout.lines(for: data, size: size)
    #expect(lines.contains { $0.contains("↑") && $0.contains("more") }, "scrolled")
    #expect(lines[0].contains("30 patients · 26/30"), "where the selection stands")
    let line = try #require(lineIndex(of: "Patient22", in: data, size: size))
    #expect(
      layout.action(for: .click(line: line, column: 10), in: data, size: size) == .move(.row(21))
    )
  }

  @Test func whileAskingAClickPicksNothing() {
    var data = round(3, selected: 0)
    data.question = "Leave nurse? (y/n)"
    #expect(layout.action(for: .click(line: 4, column: 10), in: data, size: .standard) == nil)
    #expect(layout.action(for: .wheelDown, in: data, size: .standard) == nil)
  }
}
