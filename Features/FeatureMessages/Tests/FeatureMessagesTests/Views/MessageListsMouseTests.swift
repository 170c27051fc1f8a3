import CoreTerminal
import CoreVIPER
import Foundation
import LibMessage
import LibPatient
import Testing

@testable import FeatureMessages

/// The mouse on the inbox, whose threads take two lines each: a click on either line picks
/// the thread, a click on the picked thread opens it, and the wheel moves the selection.
@MainActor
struct InboxMouseTests {
  let layout = InboxView(styling: .plain)

  func inbox(_ count: Int, selected: Int) -> InboxViewData {
    let rows = (1...count).map { number in
      InboxViewData.Row(
        patientID: Patient.ID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number))!,
        patientName: String(format: "Patient%02d, Anne", number),
        lastMessage: "Dressing changed",
        time: "09:12",
        unreadBadge: "",
        pendingMarker: ""
      )
    }
    return InboxViewData(
      title: "Messages",
      countLabel: "\(count) threads",
      content: .rows(rows),
      selectedIndex: selected
    )
  }

  @Test func aClickOnEitherLineOfAThreadPicksItAndASecondOneOpensIt() throws {
    let size = TerminalSize(columns: 80, rows: 24)
    let data = inbox(4, selected: 0)
    let lines = layout.lines(for: data, size: size)
    let name = try #require(lines.firstIndex { $0.contains("Patient03") })
    #expect(
      layout.action(for: .click(line: name, column: 5), in: data, size: size) == .move(.row(2))
    )
    #expect(
      layout.action(for: .click(line: name + 1, column: 5), in: data, size: size) == .move(.row(2))
    )
    let id = try #require(data.selectedPatientID)
    #expect(layout.action(for: .click(line: 2, column: 5), in: data, size: size) == .open(id))
    #expect(layout.action(for: .click(line: 1, column: 5), in: data, size: size) == nil)
    #expect(layout.action(for: .click(line: 2 + 8, column: 5), in: data, size: size) == nil)
  }

  @Test func aScrolledInboxAndTheWheel() throws {
    let size = TerminalSize(columns: 80, rows: 12)
    let data = inbox(20, selected: 12)
    let lines = layout.lines(for: data, size: size)
    #expect(lines[0].contains("20 threads · 13/20"), "where the selection stands")
    let name = try #require(lines.firstIndex { $0.contains("Patient11") })
    #expect(
      layout.action(for: .click(line: name, column: 5), in: data, size: size) == .move(.row(10))
    )
    #expect(layout.action(for: .wheelDown, in: data, size: size) == .move(.down))
  }
}

/// A thread longer than the screen says which message is selected, and the wheel moves from
/// message to message.
@MainActor
struct ThreadPositionTests {
  let layout = ThreadView(styling: .plain)

  @Test func aLongThreadSaysWhereTheSelectionStands() {
    let messages = (1...15).map { number in
      ThreadViewData.Message(
        id: Message.ID(),
        author: "bea",
        time: "09:\(10 + number)",
        body: "Dressing changed, number \(number).",
        replyLine: nil,
        pendingMarker: ""
      )
    }
    let data = ThreadViewData(
      title: "Dupont, Marie",
      countLabel: "15 messages",
      content: .rows(messages),
      selectedIndex: 9
    )
    let long = layout.lines(for: data, size: TerminalSize(columns: 80, rows: 12))
    #expect(long[0].contains("15 messages · 10/15"))
    let tall = layout.lines(for: data, size: TerminalSize(columns: 80, rows: 80))
    #expect(!tall[0].contains("10/15"), "every message shows: no position")
    #expect(layout.action(for: .wheelDown, in: data) == .move(.down))
  }
}
