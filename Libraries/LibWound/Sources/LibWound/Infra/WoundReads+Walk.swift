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
  /// lists): nothing a summary shows, its infection screening included, needs the rest. Each wound's rows come from one statement
  /// prepared once, over the `(woundID, takenAt)` index: no list of ids, whatever the number
  /// of wounds.
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
    var kept: [Kept] = []
    for record in wounds {
      let glances = try inHistoryOrder(
        db,
        woundID: record.id.text,
        try glancesOf(byIndex, [record.id.text])
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
    return try glancesOf(inFullOrder, [woundID])
  }

  /// The columns of `assessment` a glance reads, in `glance(_:from:)`'s order.
  static let glanceColumns = """
    id, takenAt, supersedes, lengthTenths, widthTenths, epithelial, granulation, slough,
      necrotic, exudateAmount, odour, infectionSigns
    """

  /// The columns a glance reads, of one wound's assessments (`?`), before their order.
  private static let glanceSQL = "SELECT \(glanceColumns) FROM assessment WHERE woundID = ?"

  private static func glancesOf(_ statement: Statement, _ arguments: StatementArguments) throws
    -> [AssessmentGlance]
  {
    var glances: [AssessmentGlance] = []
    let rows = try Row.fetchCursor(statement, arguments: arguments)
    while let row = try rows.next() { glances.append(try glance(row)) }
    return glances
  }

  /// The `glanceColumns` of a row, read by position from `offset`.
  static func glance(_ row: Row, from offset: Int = 0) throws -> AssessmentGlance {
    let signs: String = try row.decode(atIndex: offset + 11)
    return AssessmentGlance(
      id: try row.typedID(atIndex: offset),
      takenAt: try row.decode(Date.self, atIndex: offset + 1),
      supersedes: try row.optionalID(atIndex: offset + 2).map { Assessment.ID(rawValue: $0) },
      length: Centimetres(tenths: try row.decode(atIndex: offset + 3)),
      width: Centimetres(tenths: try row.decode(atIndex: offset + 4)),
      tissue: TissueMix(
        epithelial: try row.decode(atIndex: offset + 5),
        granulation: try row.decode(atIndex: offset + 6),
        slough: try row.decode(atIndex: offset + 7),
        necrotic: try row.decode(atIndex: offset + 8)
      ),
      exudateAmount: try WoundAdapter.read(
        ExudateAmount(rawValue: try row.decode(atIndex: offset + 9)),
        "exudateAmount"
      ),
      odour: try row.decode(atIndex: offset + 10),
      infectionSigns: try AssessmentAdapter.infectionSigns(signs)
    )
  }
}
