import CoreTerminal
import CoreTesting
import CoreVIPER
import Foundation
import LibWound
import Testing

@testable import FeatureToday

/// Text snapshots of the Today screen for each state, at 80 and 60 columns.
@MainActor
struct TodayViewTests {
  let layout = TodayView(styling: .plain)
  static let title = "Today, Sunday 2025-06-15"

  static func rows() -> [TodayViewData.Row] {
    var entries = RoundSamples.entries
    entries[0].visits = RoundSamples.visited.entries[0].visits
    return entries.enumerated().map { TodayText.row($1, position: $0 + 1) }
  }

  func data(
    _ content: TodayViewData.Content,
    selected: Int? = nil,
    count: String = "",
    status: String? = nil
  ) -> TodayViewData {
    TodayViewData(
      title: Self.title,
      countLabel: count,
      content: content,
      selectedIndex: selected,
      status: status
    )
  }

  @Test func loading() {
    assertLines(of: layout, for: .loading(title: Self.title))
  }

  @Test func empty() {
    let message = "Nothing is due: no dressing, assessment or Braden today."
    assertLines(of: layout, for: data(.empty(message: message), count: "0 patients"))
  }

  @Test func error() {
    assertLines(
      of: layout,
      for: data(.failed(message: "Could not read the round: disk I/O error"))
    )
  }

  @Test func threePatientsWithBadgesAndAStatus() {
    assertLines(
      of: layout,
      for: data(
        .rows(Self.rows()),
        selected: 1,
        count: "3 patients",
        status: "Visit to Dupont, Marie recorded."
      ),
      widths: [120, 80, 60]
    )
  }

  /// Issue 29, item 1: a deep infection suspected marks the patient "tell the physician
  /// today", first of her row's due text so that a narrow row still says it; she stays last.
  @Test func aDeepInfectionTellsThePhysicianToday() {
    var entries = RoundSamples.entries
    entries[2].reasons.insert(.deepInfection(woundID: Wound.ID(), site: .rightLowerLeg), at: 0)
    let rows = entries.enumerated().map { TodayText.row($1, position: $0 + 1) }
    #expect(rows[2].due.hasPrefix("tell the physician today: right-lower-leg deep infection"))
    #expect(rows[2].isUrgent)
    assertLines(
      of: layout,
      for: data(.rows(rows), selected: 2, count: "3 patients"),
      widths: [120, 60]
    )
  }

  func visitedSelected() -> TodayViewData {
    var data = data(
      .rows(Self.rows()),
      selected: 0,
      count: "3 patients",
      status: "Visit to Dupont, Marie recorded at 09:12."
    )
    data.selectedVisit = "Visited at 09:12 by anna"
    return data
  }

  @Test func aVisitedPatientSelected() {
    assertLines(of: layout, for: visitedSelected(), widths: [80])
  }

  @Test func theVoidQuestion() {
    var asking = visitedSelected()
    asking.question =
      "Void the visit to Dupont, Marie at 09:12 by anna? It stays, counting for nothing. (y/n)"
    assertLines(of: layout, for: asking, widths: [80, 60])
  }

  @Test func manyPatientsScrollToTheSelection() {
    let rows = (1...40).map { number in
      var row = Self.rows()[number % 3]
      row.position = String(number)
      row.name = "Family\(number) with a rather long name, Given"
      return row
    }
    assertLines(
      of: layout,
      for: data(.rows(rows), selected: 30, count: "40 patients, your order"),
      widths: [80, 60]
    )
  }

  @Test func keysMapToActions() {
    let data = data(.rows(Self.rows()), selected: 0, count: "3 patients")
    #expect(layout.action(for: .enter, in: data) == .open(RoundSamples.marie))
    #expect(layout.action(for: .character("v"), in: data) == .visit(RoundSamples.marie))
    #expect(layout.action(for: .character("x"), in: data) == nil, "nothing to void")
    var visited = data
    visited.selectedVisit = "Visited at 09:12 by anna"
    #expect(layout.action(for: .character("x"), in: visited) == .void(RoundSamples.marie))
    visited.question = "Void the visit?"
    #expect(layout.action(for: .character("y"), in: visited) == .confirm)
    #expect(layout.action(for: .escape, in: visited) == .decline)
    #expect(layout.action(for: .character("q"), in: visited) == nil)
    #expect(layout.isEditingText(visited))
    #expect(layout.action(for: .character("p"), in: data) == .patients)
    #expect(layout.action(for: .character("r"), in: data) == .reload)
    #expect(layout.action(for: .character("q"), in: data) == .back)
    #expect(layout.action(for: .down, in: data) == .move(.down))
    let empty = self.data(.empty(message: "none"))
    #expect(layout.action(for: .enter, in: empty) == nil)
    #expect(layout.keyHelp(for: empty).map(\.keys).contains("p"))
  }
}
