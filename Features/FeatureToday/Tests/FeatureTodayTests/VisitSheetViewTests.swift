import CoreTerminal
import CoreTesting
import CoreVIPER
import Foundation
import Testing

@testable import FeatureToday

/// Text snapshots of the visit sheet for each state, at 80 and 60 columns.
@MainActor
struct VisitSheetViewTests {
  let layout = VisitSheetView(styling: .plain)
  static let title = "Visit to Dupont, Marie"

  static func sheet(note: String = "", focus: Int = 3) -> VisitSheetViewData {
    VisitSheetViewData(
      title: title,
      content: .sheet,
      lines: [
        .init(label: "dressing left-heel due", kind: .tick(true)),
        .init(label: "assessment left-heel · by anna, 09:12", kind: .tick(true)),
        .init(label: "Braden 14 · 09:17", kind: .tick(false)),
        .init(
          label: "Note",
          kind: .text(draft: note, cursor: note.count, hint: "one line, what to pass on")
        ),
        .init(
          label: "Time",
          kind: .text(draft: "", cursor: 0, hint: "blank: now · HH:MM · YYYY-MM-DD HH:MM")
        ),
      ],
      focus: focus
    )
  }

  @Test func loading() {
    assertLines(of: layout, for: .loading(title: Self.title))
  }

  @Test func failed() {
    assertLines(
      of: layout,
      for: VisitSheetViewData(
        title: Self.title,
        content: .failed(message: "Could not read the day's visits: disk I/O error"),
        lines: [],
        focus: 0
      )
    )
  }

  @Test func ticksANoteBeingTypedAndTheTime() {
    assertLines(of: layout, for: Self.sheet(note: "Gauze held, skin intact"))
  }

  @Test func aTickInFocus() {
    assertLines(of: layout, for: Self.sheet(focus: 1), widths: [80])
  }

  @Test func nothingToTick() {
    var data = Self.sheet()
    data.lines.removeFirst(3)
    data.focus = 0
    assertLines(of: layout, for: data, widths: [80])
  }

  @Test func aSecondVisitIsAsked() {
    var data = Self.sheet(note: "Dressing redone")
    data.visitedToday = "Visited today at 09:12 by anna."
    data.question = "Already visited today at 09:12 by anna — record a second visit? (y/n)"
    assertLines(of: layout, for: data)
  }

  @Test func aRefusalAndALongHostileNote() {
    let note = String(repeating: "gauze ", count: 20) + "\u{1B}[2J"
    var data = Self.sheet(note: note)
    data.problem = "Note: holds a control character (␛); remove it"
    assertLines(of: layout, for: data)
    #expect(widest(layout.lines(for: data, size: TerminalSize(columns: 60, rows: 24))) <= 60)
  }

  @Test func keysMapToActions() {
    let typing = Self.sheet()
    #expect(layout.action(for: .enter, in: typing) == .save)
    #expect(layout.action(for: .character("x"), in: typing) == .edit(.insert("x")))
    #expect(layout.action(for: .character(" "), in: typing) == .edit(.insert(" ")))
    #expect(layout.action(for: .tab, in: typing) == .focus(by: 1))
    #expect(layout.action(for: .backTab, in: typing) == .focus(by: -1))
    #expect(layout.action(for: .escape, in: typing) == .cancel)
    #expect(layout.isEditingText(typing))
    let ticking = Self.sheet(focus: 0)
    #expect(layout.action(for: .character(" "), in: ticking) == .toggle)
    #expect(layout.action(for: .character("x"), in: ticking) == .toggle)
    #expect(layout.action(for: .character("q"), in: ticking) == .cancel)
    #expect(!layout.isEditingText(ticking))
    var asking = ticking
    asking.question = "Discard these answers? (y/n)"
    #expect(layout.action(for: .character("y"), in: asking) == .yes)
    #expect(layout.action(for: .escape, in: asking) == .no)
    #expect(layout.action(for: .enter, in: asking) == nil)
    #expect(layout.isEditingText(asking))
  }
}
