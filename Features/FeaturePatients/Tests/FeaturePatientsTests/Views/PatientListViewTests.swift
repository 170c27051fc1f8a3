import CoreTerminal
import CoreTesting
import CoreVIPER
import Foundation
import Testing

@testable import FeaturePatients

@MainActor
struct PatientListViewTests {
  let layout = PatientListView(styling: .plain)

  nonisolated static func row(
    _ number: Int,
    _ name: String,
    born: String = "1942-05-14 (83)",
    braden: String = "14 moderate",
    archived: Bool = false
  ) -> PatientListViewData.Row {
    PatientListViewData.Row(
      id: Fixtures.id(number),
      shortID: String(Fixtures.id(number).uuidString.lowercased().prefix(8)),
      name: name,
      birthDateAndAge: born,
      braden: braden,
      statusMarker: archived ? "archived" : ""
    )
  }

  static let threeRows = [
    row(1, "Dupont, Marie"),
    row(2, "Martin, Jean", born: "1950-12-01 (74)", braden: "—"),
    row(3, "Benali, Aïcha", born: "1938-06-15 (87)", braden: "9 very high"),
  ]

  func data(
    _ content: PatientListViewData.Content,
    selected: Int? = nil,
    title: String = "Patients",
    count: String = "",
    showsStatus: Bool = false,
    search: String = "",
    editing: Bool = false
  ) -> PatientListViewData {
    PatientListViewData(
      title: title,
      countLabel: count,
      content: content,
      selectedIndex: selected,
      showsStatus: showsStatus,
      searchText: search,
      isEditingSearch: editing
    )
  }

  @Test func loading() {
    assertLines(of: layout, for: .loading)
  }

  @Test func empty() {
    let hint = "Press a to add one (or run `nurse patient add`)."
    let empty = data(.empty(message: "No patients yet.", hint: hint), count: "0 patients")
    assertLines(of: layout, for: empty)
    // Printed once (`nurse patient list | …`), nobody is at the keys: no key to press.
    let printed = layout.lines(
      for: empty,
      size: TerminalSize(columns: 80, rows: 24, isPrinted: true)
    )
    #expect(printed.last == "No patients yet.")
  }

  @Test func error() {
    let message = "Could not read the patients: SQLite error 10: disk I/O error"
    assertLines(of: layout, for: data(.failed(message: message)))
  }

  @Test func oneRow() {
    assertLines(of: layout, for: data(.rows([Self.threeRows[0]]), selected: 0, count: "1 patient"))
  }

  @Test func threeRowsWithTheSecondSelected() {
    assertLines(
      of: layout,
      for: data(.rows(FormattedRows(Self.threeRows)), selected: 1, count: "3 patients")
    )
  }

  @Test func manyRowsPrintWholeFromTheTop() {
    let rows = (1...30).map { Self.row($0, "Patient\($0), Given") }
    // Once-mode gives a room as tall as the list: every row is printed.
    assertLines(
      of: layout,
      for: data(.rows(FormattedRows(rows)), selected: 0, count: "30 patients"),
      rows: 100_000
    )
  }

  @Test func manyRowsScrollToTheSelection() {
    let rows = (1...30).map { Self.row($0, "Patient\($0), Given") }
    assertLines(
      of: layout,
      for: data(.rows(FormattedRows(rows)), selected: 25, count: "30 patients")
    )
  }

  @Test func longNames() {
    let rows = [
      Self.row(1, "Fernández de la Vega-Santamaría, María Guadalupe Inmaculada"),
      Self.row(2, "Nguyễn, Thị Minh Khai", braden: "10 high"),
      Self.row(3, "山田, 花子"),
    ]
    assertLines(of: layout, for: data(.rows(FormattedRows(rows)), selected: 0, count: "3 patients"))
  }

  @Test func archived() {
    let rows = [
      Self.row(1, "Dupont, Marie", archived: true),
      Self.row(4, "Petit, Paul", braden: "—", archived: true),
    ]
    let archived = data(
      .rows(FormattedRows(rows)),
      selected: 0,
      title: "Archived patients",
      count: "2 patients",
      showsStatus: true
    )
    assertLines(of: layout, for: archived)
  }

  @Test func typingASearch() {
    assertLines(
      of: layout,
      for: data(.rows(FormattedRows(Self.threeRows)), selected: 0, search: "du", editing: true)
    )
  }

  @Test func anAppliedSearchMatchingNobody() {
    let none = data(
      .empty(message: "No patient matches \"zz\"."),
      count: "0 patients",
      search: "zz"
    )
    assertLines(of: layout, for: none)
  }

  @Test func linesNeverOverflowTheTerminal() {
    let rows = [Self.row(1, String(repeating: "Long", count: 40))]
    for width in [40, 60, 80] {
      let lines = layout.lines(
        for: data(.rows(FormattedRows(rows)), selected: 0, showsStatus: true),
        size: TerminalSize(columns: width, rows: 24)
      )
      #expect(widest(lines) <= width)
    }
  }

  @Test func keysMapToActions() {
    let list = data(.rows(FormattedRows(Self.threeRows)), selected: 1)
    #expect(layout.action(for: .down, in: list) == .move(.down))
    #expect(layout.action(for: .character("j"), in: list) == .move(.down))
    #expect(layout.action(for: .up, in: list) == .move(.up))
    #expect(layout.action(for: .character("k"), in: list) == .move(.up))
    #expect(layout.action(for: .enter, in: list) == .open(Fixtures.id(2)))
    #expect(layout.action(for: .character("a"), in: list) == .add)
    #expect(layout.action(for: .character("/"), in: list) == .startSearch)
    #expect(layout.action(for: .escape, in: list) == .back)
    #expect(layout.action(for: .character("q"), in: list) == .back)
    #expect(layout.isEditingText(list) == false)
    #expect(layout.action(for: .enter, in: data(.loading)) == nil)
  }

  @Test func keysEditTheSearchWhileTyping() {
    let typing = data(
      .rows(FormattedRows(Self.threeRows)),
      selected: 0,
      search: "du",
      editing: true
    )
    #expect(layout.isEditingText(typing))
    #expect(layout.action(for: .character("q"), in: typing) == .editSearch("duq"))
    #expect(layout.action(for: .backspace, in: typing) == .editSearch("d"))
    #expect(layout.action(for: .paste("pont\n"), in: typing) == .editSearch("dupont "))
    #expect(layout.action(for: .enter, in: typing) == .applySearch)
    #expect(layout.action(for: .escape, in: typing) == .cancelSearch)
    // Issue 27, item 11: Ctrl-U left the search as it was.
    #expect(layout.action(for: .control("u"), in: typing) == .editSearch(""))
    #expect(layout.keyHelp(for: typing).contains(KeyHelp("Ctrl-U", "clear it")))
  }

  /// Issue 27, item 11: a long list never said where the selection stood.
  @Test func aLongListSaysWhereTheSelectionStandsAndAShortOneDoesNot() {
    let rows = (1...43).map { Self.row($0, "Patient\($0), Given") }
    let long = layout.lines(
      for: data(.rows(FormattedRows(rows)), selected: 28, count: "43 patients"),
      size: .standard
    )
    #expect(long.first?.hasSuffix("43 patients · 29/43") == true)
    let short = layout.lines(
      for: data(.rows(FormattedRows(Self.threeRows)), selected: 1, count: "3 patients"),
      size: .standard
    )
    #expect(short.first?.hasSuffix("3 patients") == true)
  }

  @Test func escOnAFilteredListClearsTheFilterAndQStillGoesBack() {
    let filtered = data(.rows(FormattedRows(Self.threeRows)), selected: 0, search: "du")
    #expect(layout.action(for: .escape, in: filtered) == .clearSearch)
    #expect(layout.action(for: .character("q"), in: filtered) == .back)
    let help = layout.keyHelp(for: filtered).map(\.keys)
    #expect(help.contains("esc") && help.contains("q"))
  }

  nonisolated static func badged(_ number: Int, _ name: String, unread: String, overdue: String)
    -> PatientListViewData.Row
  {
    var row = row(number, name)
    row.unread = unread
    row.overdue = overdue
    return row
  }

  static let badgedRows = [
    badged(1, "Dupont, Marie", unread: "✉2", overdue: "!"),
    badged(2, "Martin, Jean", unread: "", overdue: "!"),
    badged(3, "Benali, Aïcha", unread: "✉12", overdue: ""),
  ]

  @Test func badgesForUnreadMessagesAndOverdueWounds() {
    var list = data(.rows(FormattedRows(Self.badgedRows)), selected: 1, count: "3 patients")
    list.showsBadges = true
    assertLines(of: layout, for: list, widths: [80, 60, 40])
  }

  @Test func aLongListOfTenThousandShowsOnlyItsWindow() {
    let rows = FormattedRows(count: 10_000) { index in
      Self.badged(
        index + 1,
        "Patient\(index + 1), Given",
        unread: index % 7 == 0 ? "✉1" : "",
        overdue: index % 5 == 0 ? "!" : ""
      )
    }
    var list = data(.rows(rows), selected: 5_000, count: "10000 patients")
    list.showsBadges = true
    assertLines(of: layout, for: list, widths: [80, 40])
  }

  @Test func pageKeysMoveByTheRowsShown() {
    let list = data(.rows(FormattedRows(Self.threeRows)), selected: 1)
    let size = TerminalSize(columns: 80, rows: 24)
    // 24 rows: the title, the rule, the table header and the footer leave 20.
    #expect(layout.action(for: .pageDown, in: list, size: size) == .move(.pageDown(rows: 20)))
    #expect(layout.action(for: .pageUp, in: list, size: size) == .move(.pageUp(rows: 20)))
    #expect(layout.action(for: .home, in: list, size: size) == .move(.first))
    #expect(layout.action(for: .character("g"), in: list, size: size) == .move(.first))
    #expect(layout.action(for: .end, in: list, size: size) == .move(.last))
    #expect(layout.action(for: .character("G"), in: list, size: size) == .move(.last))
    let typing = data(.rows(FormattedRows(Self.threeRows)), selected: 0, search: "", editing: true)
    #expect(layout.action(for: .character("g"), in: typing, size: size) == .editSearch("g"))
  }
}
