import CoreTerminal
import CoreVIPER

/// The refused changes as terminal lines: the question or notice, the list, then the
/// selected change's reason and fields.
struct RefusedView: SettleListLayout {
  typealias ViewData = RefusedViewData
  typealias Action = RefusedAction

  var styling: Styling

  static let title = "Refused changes"
  static let columns: [TextTable.Column] = [
    .init("PATIENT", width: .flexible(minimum: 8)),
    .init("RECORD", width: .flexible(minimum: 7)),
    .init("CHANGE", width: .fixed(6)),
  ]
  static let timeColumn = TextTable.Column("REFUSED", width: .fixed(16))

  func cells(_ row: RefusedViewData.Row) -> [String] {
    [row.patient, row.record, row.change, row.refusedAt]
  }

  func details(of row: RefusedViewData.Row, width: Int) -> [String] {
    var lines = TerminalText.wrap(row.account, width: width).map(styling.bold)
    lines += TerminalText.field("Field", row.field, labelWidth: 8, width: width, styling: styling)
    if let changed = row.changedFields {
      lines += TerminalText.field("Changed", changed, labelWidth: 8, width: width, styling: styling)
    }
    lines += TerminalText.field(
      "Refused",
      row.refusedAt,
      labelWidth: 8,
      width: width,
      styling: styling
    )
    lines += TerminalText.wrap(
      "Correct the record, then r sends it again now; d discards your change.",
      width: width
    ).map(styling.dim)
    return lines
  }

  var yes: KeyHelp { KeyHelp("y", "yes, discard", short: "yes") }

  var rowKeys: [KeyBinding<RefusedAction>] {
    [
      KeyBinding([.character("r")], KeyHelp("r", "send again", short: "send"), .retry),
      KeyBinding([.character("d")], KeyHelp("d", "discard", short: "discard"), .discard),
    ]
  }
}
