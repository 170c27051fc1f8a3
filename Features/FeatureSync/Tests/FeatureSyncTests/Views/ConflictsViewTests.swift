import CoreTerminal
import CoreTesting
import Foundation
import Testing

@testable import FeatureSync

@MainActor
struct ConflictsViewTests {
  let layout = ConflictsView(styling: .plain)

  static func row(
    _ number: Int,
    _ name: String = "Dupont, Marie",
    differences: [ConflictsViewData.Difference] = marieDifferences
  ) -> ConflictsViewData.Row {
    ConflictsViewData.Row(
      id: Fixtures.id(number),
      name: name,
      refusedAt: "2025-06-15 14:02",
      differences: differences
    )
  }

  static let marieDifferences: [ConflictsViewData.Difference] = [
    .init(
      field: "Address",
      mine: "12 rue des Lilas, 69003 Lyon",
      theirs: "3 place Bellecour, 69002 Lyon"
    ),
    .init(field: "Phone", mine: "06 12 34 56 78", theirs: "04 78 00 00 01"),
    .init(field: "Allergies", mine: "penicillin, latex", theirs: "penicillin"),
  ]

  func data(
    _ rows: [ConflictsViewData.Row],
    selected: Int = 0,
    question: String? = nil,
    notice: ConflictsViewData.Notice? = nil
  ) -> ConflictsViewData {
    ConflictsViewData(
      countLabel: rows.count == 1 ? "1 conflict" : "\(rows.count) conflicts",
      content: rows.isEmpty
        ? .empty(message: "No conflicts. Every change of yours reached the server.")
        : .conflicts(rows),
      selectedIndex: rows.isEmpty ? nil : selected,
      question: question,
      notice: notice
    )
  }

  @Test func loading() {
    assertLines(of: layout, for: .loading)
  }

  @Test func noConflicts() {
    assertLines(of: layout, for: data([]))
  }

  @Test func noConflictsLeftAfterAResolution() {
    let notice = ConflictsViewData.Notice.done(
      "Kept your version of Dupont, Marie; it goes to the server at the next sync."
    )
    assertLines(of: layout, for: data([], notice: notice))
  }

  @Test func one() {
    assertLines(of: layout, for: data([Self.row(1)]))
  }

  @Test func askingToKeepMine() {
    let question = "Keep your version of Dupont, Marie over the server's? (y/n)"
    assertLines(of: layout, for: data([Self.row(1)], question: question))
  }

  @Test func aRefusedResolution() {
    let notice = ConflictsViewData.Notice.failed(
      "Could not settle the conflict on Dupont, Marie: disk I/O error"
    )
    assertLines(of: layout, for: data([Self.row(1)], notice: notice))
  }

  @Test func everyFieldDiffers() {
    let differences: [ConflictsViewData.Difference] = [
      .init(field: "Name", mine: "Dupont, Marie", theirs: "Dupont-Leroy, Marie"),
      .init(field: "Birth date", mine: "1942-05-14", theirs: "1942-05-15"),
      .init(field: "Sex", mine: "female", theirs: "unknown"),
      .init(field: "Address", mine: "12 rue des Lilas", theirs: "—"),
      .init(field: "Phone", mine: "06 12 34 56 78", theirs: "04 78 00 00 01"),
      .init(field: "Identifier", mine: "2420569123456", theirs: "2420569123457"),
      .init(field: "Physician", mine: "Dr Martin, 04 78 00 00 02", theirs: "Dr Benali"),
      .init(field: "Allergies", mine: "penicillin, latex", theirs: "—"),
      .init(
        field: "Notes",
        mine: "Lives alone; daughter visits on Sundays. Key under the blue pot by the door.",
        theirs: "Key with the neighbour at number 14."
      ),
      .init(field: "Status", mine: "active", theirs: "archived"),
    ]
    assertLines(of: layout, for: data([Self.row(1, differences: differences)]), rows: 40)
  }

  @Test func nothingDiffers() {
    assertLines(of: layout, for: data([Self.row(1, differences: [])]))
  }

  @Test func many() {
    let rows = (1...20).map { Self.row($0, "Patient\($0), Given") }
    assertLines(of: layout, for: data(rows, selected: 12))
  }

  @Test func longNames() {
    let rows = [
      Self.row(1, "Fernández de la Vega-Santamaría, María Guadalupe Inmaculada"),
      Self.row(2, "Nguyễn, Thị Minh Khai"),
      Self.row(3, "山田, 花子"),
    ]
    assertLines(of: layout, for: data(rows))
  }

  @Test func keys() {
    let list = data([Self.row(1)])
    #expect(layout.action(for: .character("m"), in: list) == .keep(.mine))
    #expect(layout.action(for: .character("t"), in: list) == .keep(.theirs))
    #expect(layout.action(for: .character("j"), in: list) == .moveDown)
    #expect(layout.action(for: .up, in: list) == .moveUp)
    #expect(layout.action(for: .escape, in: list) == .back)
    #expect(layout.action(for: .character("m"), in: data([])) == nil)
    let asking = data([Self.row(1)], question: "Keep? (y/n)")
    #expect(layout.action(for: .character("y"), in: asking) == .confirm)
    #expect(layout.action(for: .character("n"), in: asking) == .cancel)
    #expect(layout.action(for: .escape, in: asking) == .cancel)
    #expect(layout.action(for: .character("m"), in: asking) == nil)
  }

  @Test func linesFitTheWidth() {
    let rows = [Self.row(1, "Fernández de la Vega-Santamaría, María Guadalupe Inmaculada")]
    for width in [60, 80] {
      let lines = layout.lines(for: data(rows), size: TerminalSize(columns: width, rows: 24))
      #expect(widest(lines) <= width)
    }
  }
}
