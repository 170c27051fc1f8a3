import CoreContract
import CoreDatabase
import Foundation
import GRDB
import LibPatient

extension WoundReads {
  /// Every open wound with a glance at each of its assessments (in the history's order:
  /// `takenAt`, `recordedAt`, `id`), one wound at a time, keeping what `keep` returns: only one
  /// wound's glances are in memory, so the alerts over a million assessments stay small.
  ///
  /// A glance reads twelve columns of a row, not the whole assessment (photos, notes, most
  /// lists): nothing a summary shows, its infection screening included, needs the rest. Each
  /// wound's rows come from one statement prepared once, over the `(woundID, takenAt)` index:
  /// no list of ids, whatever the number of wounds.
  static func walkOpenGlances<Kept>(
    _ db: Database,
    _ keep: (Wound, [AssessmentGlance]) throws -> Kept?
  ) throws -> [Kept] {
    let wounds = try WoundRow.fetchAll(
      db,
      sql: "SELECT * FROM wound WHERE status = ?",
      arguments: [Wire.Wound.Status.open.rawValue]
    ).map(\.record)
    let byIndex = try db.cachedStatement(sql: glanceSQL + " ORDER BY takenAt")
    let columns = try ColumnIndexes<GlanceColumn>(byIndex)
    var kept: [Kept] = []
    for record in wounds {
      let glances = try inHistoryOrder(
        db,
        woundID: record.id.text,
        try glancesOf(byIndex, columns, [record.id.text])
      )
      if let value = try keep(try WoundAdapter.wound(from: record), glances) { kept.append(value) }
    }
    return kept
  }

  /// A wound's glances read in `takenAt` order (the `(woundID, takenAt)` index's), put in the
  /// history's full order (`recordedAt`, then `id`, between equal instants). Sorting every
  /// wound's rows in SQL would be a large share of SQLite's work; two assessments taken at
  /// the same instant are rare, so only a wound that has some is read again in the full order.
  static func inHistoryOrder(_ db: Database, woundID: String, _ glances: [AssessmentGlance])
    throws -> [AssessmentGlance]
  {
    guard zip(glances, glances.dropFirst()).contains(where: { $0.takenAt == $1.takenAt }) else {
      return glances
    }
    let inFullOrder = try db.cachedStatement(sql: glanceSQL + " ORDER BY takenAt, recordedAt, id")
    return try glancesOf(inFullOrder, ColumnIndexes(inFullOrder), [woundID])
  }

  /// The columns of `assessment` a glance reads.
  enum GlanceColumn: Int, SelectedColumn {
    case id, takenAt, supersedes, lengthTenths, widthTenths, epithelial, granulation, slough
    case necrotic, exudateAmount, odour, infectionSigns
  }

  /// The columns a glance reads, of one wound's assessments (`?`), before their order.
  private static let glanceSQL =
    "SELECT \(GlanceColumn.list()) FROM assessment WHERE woundID = ?"

  private static func glancesOf(
    _ statement: Statement,
    _ columns: ColumnIndexes<GlanceColumn>,
    _ arguments: StatementArguments
  ) throws -> [AssessmentGlance] {
    var glances: [AssessmentGlance] = []
    let rows = try Row.fetchCursor(statement, arguments: arguments)
    while let row = try rows.next() { glances.append(try glance(SelectedRow(row, columns))) }
    return glances
  }

  /// The glance of a row read by `GlanceColumn`'s names.
  static func glance(_ row: SelectedRow<GlanceColumn>) throws -> AssessmentGlance {
    AssessmentGlance(
      id: try row.id(.id),
      takenAt: try row[.takenAt],
      supersedes: try row.optionalID(.supersedes),
      length: Centimetres(tenths: try row[.lengthTenths]),
      width: Centimetres(tenths: try row[.widthTenths]),
      tissue: TissueMix(
        epithelial: try row[.epithelial],
        granulation: try row[.granulation],
        slough: try row[.slough],
        necrotic: try row[.necrotic]
      ),
      exudateAmount: try row.value(.exudateAmount, ExudateAmount.init(rawValue:)),
      odour: try row[.odour],
      infectionSigns: try AssessmentAdapter.infectionSigns(try row[.infectionSigns])
    )
  }
}
