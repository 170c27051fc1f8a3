import Testing

@testable import CoreTerminal

@Suite("TextTable")
struct TextTableTests {
  let table = TextTable(columns: [
    .init("Name"),
    .init("Born", width: .fixed(10)),
    .init("Braden", alignment: .right),
    .init("Address", width: .flexible(minimum: 6)),
  ])

  let rows = [
    ["Dupont, Marguerite", "1936-04-02", "12", "14 rue des Lilas, Lyon"],
    ["Yamada, 太郎", "1941-11-30", "19", "3 allée Gambetta"],
    ["Lefèvre, Renée", "1929-01-15", "—", ""],
  ]

  @Test func at80ColumnsEverythingFits() {
    let lines = table.render(rows, width: 80, selected: 1)
    #expect(
      lines == [
        "  Name                Born        Braden  Address",
        "  Dupont, Marguerite  1936-04-02      12  14 rue des Lilas, Lyon",
        "› Yamada, 太郎        1941-11-30      19  3 allée Gambetta",
        "  Lefèvre, Renée      1929-01-15       —",
      ]
    )
  }

  @Test func at60ColumnsFlexibleColumnsShrinkWidestFirst() {
    let lines = table.render(rows, width: 60, selected: 0)
    #expect(
      lines == [
        "  Name                Born        Braden  Address",
        "› Dupont, Marguerite  1936-04-02      12  14 rue des Lilas,…",
        "  Yamada, 太郎        1941-11-30      19  3 allée Gambetta",
        "  Lefèvre, Renée      1929-01-15       —",
      ]
    )
    #expect(lines.allSatisfy { $0.displayWidth <= 60 })
  }

  @Test func narrowTerminalNeverOverflows() {
    for width in [20, 30, 40] {
      let lines = table.render(rows, width: width, selected: 2)
      #expect(lines.allSatisfy { $0.displayWidth <= width }, "width \(width)")
    }
  }

  @Test func styledSelectionIsReversedAcrossTheWidth() {
    let lines = table.render(rows, width: 80, selected: 0, styling: .ansi)
    #expect(lines[0].hasPrefix("\u{1B}[1m"))  // bold header
    #expect(lines[1].hasPrefix("\u{1B}[7m› Dupont"))
    #expect(lines[1].displayWidth == 80)
    #expect(!lines[2].contains("\u{1B}"))
  }

  @Test func withoutHeaderOrMarker() {
    let bare = TextTable(
      columns: [.init("K"), .init("V")],
      showsHeader: false,
      showsSelectionMarker: false
    )
    #expect(
      bare.render([["Sex", "female"], ["Phone", "04 72 00 00 00"]], width: 40) == [
        "Sex    female", "Phone  04 72 00 00 00",
      ]
    )
  }
}
