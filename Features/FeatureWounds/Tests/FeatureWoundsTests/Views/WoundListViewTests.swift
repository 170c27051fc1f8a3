import CoreTerminal
import CoreTesting
import CoreVIPER
import Foundation
import Testing

@testable import FeatureWounds

@MainActor
struct WoundListViewTests {
  let layout = WoundListView(styling: .plain)
  static let title = "Wounds of Dupont, Marie"

  static func row(
    _ number: Int,
    type: String = "VLU",
    site: String = "left lower leg",
    last: String = "2025-06-01",
    area: String = "12.0",
    push: String = "12",
    flag: String = "",
    attention: Bool = false
  ) -> WoundListViewData.Row {
    WoundListViewData.Row(
      id: Fixtures.id(number),
      shortID: String(Fixtures.uuid(number).uuidString.lowercased().prefix(8)),
      type: type,
      site: site,
      lastAssessed: last,
      area: area,
      push: push,
      flag: flag,
      needsAttention: attention
    )
  }

  static let threeRows = [
    row(
      1,
      type: "PI 3",
      site: "sacrum",
      area: "12.5",
      flag: "OVERDUE+OFF TRACK",
      attention: true
    ),
    row(2, last: "never", area: "—", push: "—"),
    row(
      3,
      type: "skin tear",
      site: "right foot",
      area: "0.0",
      push: "0",
      flag: "healed 2025-06-10"
    ),
  ]

  func data(_ content: WoundListViewData.Content, selected: Int? = nil, count: String = "")
    -> WoundListViewData
  {
    WoundListViewData(
      title: Self.title,
      countLabel: count,
      content: content,
      selectedIndex: selected
    )
  }

  @Test func loading() {
    assertLines(of: layout, for: .loading(title: Self.title))
  }

  @Test func empty() {
    let message = "No wounds recorded for this patient."
    let hint = "Press a to add one."
    assertLines(of: layout, for: data(.empty(message: message, hint: hint), count: "0 wounds"))
  }

  @Test func error() {
    assertLines(
      of: layout,
      for: data(.failed(message: "Could not read the wounds: SQLite error 10: disk I/O error"))
    )
  }

  @Test func oneRow() {
    assertLines(of: layout, for: data(.rows([Self.threeRows[1]]), selected: 0, count: "1 wound"))
  }

  @Test func flagsWithTheSecondSelected() {
    assertLines(of: layout, for: data(.rows(Self.threeRows), selected: 1, count: "3 wounds"))
  }

  /// The longest cells a row can hold at 80 columns, each whole: the id every wound command
  /// takes, and no "…".
  @Test func theLongestRowFitsWholeAt80Columns() {
    let longest = Self.row(
      4,
      type: "skin tear",
      site: "right trochanter",
      area: "124.5",
      flag: "OVERDUE+OFF TRACK",
      attention: true
    )
    let lines = layout.lines(
      for: data(.rows([longest]), selected: 0, count: "1 wound"),
      size: TerminalSize(columns: 80, rows: 24)
    )
    #expect(lines.allSatisfy { !$0.contains("…") }, "\(lines)")
    #expect(lines.last?.contains(longest.shortID) == true)
    assertLines(
      of: layout,
      for: data(.rows([longest]), selected: 0, count: "1 wound"),
      widths: [80]
    )
  }

  @Test func manyRowsAndLongText() {
    let rows = (1...12).map {
      Self.row(
        $0,
        type: "skin tear",
        site: "right trochanter",
        area: "124.5",
        flag: $0.isMultiple(of: 3) ? "OVERDUE+OFF TRACK" : "",
        attention: $0.isMultiple(of: 3)
      )
    }
    assertLines(of: layout, for: data(.rows(rows), selected: 0, count: "12 wounds"))
  }

  @Test func linesNeverOverflowAndKeysMapToActions() {
    let data = data(.rows(Self.threeRows), selected: 0, count: "3 wounds")
    for width in [40, 60, 80, 120] {
      #expect(
        widest(layout.lines(for: data, size: TerminalSize(columns: width, rows: 24))) <= width
      )
    }
    #expect(layout.action(for: .down, in: data) == .move(.down))
    #expect(layout.action(for: .character("k"), in: data) == .move(.up))
    let size = TerminalSize(columns: 80, rows: 24)
    #expect(layout.action(for: .pageDown, in: data, size: size) == .move(.pageDown(rows: 20)))
    #expect(layout.action(for: .character("G"), in: data, size: size) == .move(.last))
    #expect(layout.action(for: .home, in: data, size: size) == .move(.first))
    #expect(layout.action(for: .enter, in: data) == .open(Fixtures.id(1)))
    #expect(layout.action(for: .character("n"), in: data) == .assess(Fixtures.id(1)))
    #expect(layout.action(for: .escape, in: data) == .back)
    #expect(layout.action(for: .enter, in: .loading(title: "x")) == nil)
  }
}
