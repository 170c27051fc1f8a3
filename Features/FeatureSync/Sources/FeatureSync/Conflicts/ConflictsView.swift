import CoreTerminal
import CoreVIPER

/// The conflicts as terminal lines: the question or notice, the list of conflicting fields,
/// then the selected field's two values, hers and the team's.
struct ConflictsView: SettleListLayout {
  typealias ViewData = ConflictsViewData
  typealias Action = ConflictsAction

  var styling: Styling

  static let title = "Conflicts"
  static let columns: [TextTable.Column] = [
    .init("PATIENT", width: .flexible(minimum: 8)),
    .init("RECORD", width: .flexible(minimum: 7)),
    .init("FIELD", width: .flexible(minimum: 6)),
  ]
  static let timeColumn = TextTable.Column("FOUND", width: .fixed(16))

  func cells(_ row: ConflictsViewData.Row) -> [String] {
    [row.patient, row.record, row.field, row.found]
  }

  func details(of row: ConflictsViewData.Row, width: Int) -> [String] {
    var lines = TerminalText.wrap(row.subject, width: width).map(styling.bold)
    // The wire says neither who set the team's value nor when: the server's version is the
    // team's, and the time is when her sync met it.
    let fields = [
      ("Yours", row.mine), ("Team's", row.theirs), ("Found", "\(row.found), when you synced"),
    ]
    for (label, value) in fields {
      lines += TerminalText.field(label, value, labelWidth: 7, width: width, styling: styling)
    }
    lines += TerminalText.wrap(
      "m keeps yours (sent at the next sync); t keeps the team's (yours is dropped, after a yes).",
      width: width
    ).map(styling.dim)
    return lines
  }

  var yes: KeyHelp { KeyHelp("y", "yes, drop mine", short: "yes") }

  var rowKeys: [KeyBinding<ConflictsAction>] {
    [
      KeyBinding([.character("m")], KeyHelp("m", "keep mine", short: "mine"), .keep(.mine)),
      KeyBinding(
        [.character("t")],
        KeyHelp("t", "keep the team's", short: "team's"),
        .keep(.theirs)
      ),
    ]
  }
}
