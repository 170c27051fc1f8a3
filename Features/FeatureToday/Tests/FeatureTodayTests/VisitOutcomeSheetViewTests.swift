import CoreTerminal
import CoreTesting
import CoreVIPER
import Foundation
import Testing

@testable import FeatureToday

/// Text snapshots of the visit sheet's outcome: the first question, a visit not done, a
/// deceased patient's day; and its keys.
@MainActor
struct VisitOutcomeSheetViewTests {
  let layout = VisitSheetView(styling: .plain)

  static var asked: VisitSheetViewData {
    var data = VisitSheetViewData(
      title: VisitSheetViewTests.title,
      content: .outcome,
      lines: [],
      focus: 0
    )
    data.visitedToday = "Visited today at 09:12 by anna (not at home)."
    return data
  }

  static func notDone(_ outcome: String, died: Bool) -> VisitSheetViewData {
    let text: [VisitSheetViewData.Line] = [
      .init(label: "Note", kind: .text(draft: "", cursor: 0, hint: "one line, what to pass on")),
      .init(
        label: "Time",
        kind: .text(draft: "", cursor: 0, hint: "blank: now · HH:MM · YYYY-MM-DD HH:MM")
      ),
    ]
    let day = VisitSheetViewData.Line(
      label: "Died",
      kind: .text(draft: "2025-06-14", cursor: 10, hint: "blank: today · YYYY-MM-DD")
    )
    return VisitSheetViewData(
      title: VisitSheetViewTests.title,
      content: .sheet,
      outcome: outcome,
      lines: died ? [day] + text : text,
      focus: 0
    )
  }

  @Test func howDidTheVisitEnd() {
    assertLines(of: layout, for: Self.asked)
  }

  @Test func notAtHome() {
    assertLines(of: layout, for: Self.notDone("not at home", died: false), widths: [80])
  }

  @Test func deceasedAsksTheDay() {
    assertLines(of: layout, for: Self.notDone("deceased", died: true))
  }

  @Test func eachOutcomeHasItsKey() {
    let data = Self.asked
    #expect(layout.action(for: .character("d"), in: data) == .outcome(.done))
    #expect(layout.action(for: .character("n"), in: data) == .outcome(.notAtHome))
    #expect(layout.action(for: .character("r"), in: data) == .outcome(.refused))
    #expect(layout.action(for: .character("h"), in: data) == .outcome(.inHospital))
    #expect(layout.action(for: .character("x"), in: data) == .outcome(.deceased))
    #expect(layout.action(for: .escape, in: data) == .cancel)
    #expect(layout.action(for: .enter, in: data) == nil)
    #expect(!layout.isEditingText(data))
  }
}
