import CoreTerminal

/// A wound's assessments as a table: one row a visit, oldest first, the selected one marked.
enum WoundDetailTable {
  /// The assessments table with the id column, where it fits (80 columns and more): the id
  /// is what `nurse wound assess --supersedes` takes. Narrower, the visit panel shows it.
  private static let tableWithIDs = TextTable(
    columns: [.init("ID", width: .fixed(8))] + columns
  )
  private static let table = TextTable(columns: columns)
  private static let columns: [TextTable.Column] = [
    .init("DATE", width: .fixed(10)),
    .init("L×W×D", width: .flexible(minimum: 7)),
    .init("AREA", alignment: .right, width: .flexible(minimum: 4)),
    .init("PUSH", alignment: .right, width: .fixed(4)),
    .init("PAR", alignment: .right, width: .flexible(minimum: 10)),
    .init("EXUDATE", width: .flexible(minimum: 5)),
    .init("TISSUE", width: .flexible(minimum: 5)),
  ]
  /// The narrowest terminal the id column fits in beside the others at their smallest.
  private static let idColumnWidth = 72

  /// The assessments table; when `earlier` rows were left out, a line under the header
  /// counts them.
  static func lines(
    _ rows: ArraySlice<WoundDetailViewData.Row>,
    earlier: Int?,
    selected: Int?,
    width: Int,
    styling: Styling
  ) -> [String] {
    let withIDs = width >= idColumnWidth
    let cells = rows.map { row in
      (withIDs ? [row.id] : [])
        + [row.date, row.size, row.area, row.push, row.reduction, row.exudate, row.tissue]
    }
    let layout = withIDs ? tableWithIDs : table
    var lines = layout.render(cells, width: width, selected: selected, styling: styling)
    if let earlier {
      let count = earlier == 1 ? "1 earlier assessment" : "\(earlier) earlier assessments"
      lines.insert(styling.dim("… \(count)"), at: 1)
    }
    return lines
  }
}
