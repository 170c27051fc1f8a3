import CoreContract
import Foundation
import GRDB

extension WoundReads {
  /// Every open wound with a glance at each of its assessments (in the history's order:
  /// `takenAt`, `recordedAt`, `id`), one wound at a time, keeping what `keep` returns: only one
  /// wound's glances are in memory, so the alerts over a million assessments stay small.
  ///
  /// A glance reads ten columns of a row, not the whole assessment (photos, notes, lists):
  /// nothing a summary shows needs the rest. Each wound's rows come from one statement
  /// prepared once, over the `(woundID, takenAt)` index: no list of ids, whatever the number
  /// of wounds.
  static func walkOpenGlances<Kept>(
    _ db: Database,
    _ keep: (Wound, [AssessmentGlance]) throws -> Kept?
  ) throws -> [Kept] {
    let wounds = try WoundRecord.fetchAll(
      db,
      sql: "SELECT * FROM wound WHERE status = ?",
      arguments: [Wire.Wound.Status.open.rawValue]
    )
    let assessments = try db.cachedStatement(
      sql: """
        SELECT id, takenAt, supersedes, lengthTenths, widthTenths, epithelial, granulation,
          slough, necrotic, exudateAmount
        FROM assessment WHERE woundID = ? ORDER BY takenAt, recordedAt, id
        """
    )
    var kept: [Kept] = []
    for record in wounds {
      var glances: [AssessmentGlance] = []
      let rows = try Row.fetchCursor(assessments, arguments: [record.id.databaseKey])
      while let row = try rows.next() { glances.append(try glance(row)) }
      if let value = try keep(try WoundAdapter.wound(from: record), glances) { kept.append(value) }
    }
    return kept
  }

  /// A row of `walkOpenGlances`' statement, read by position as `AssessmentRecord` reads it.
  private static func glance(_ row: Row) throws -> AssessmentGlance {
    let supersedes: DatabaseValue = row[2]
    return AssessmentGlance(
      id: try RowText.uuid(row, 0, "id"),
      takenAt: try WoundAdapter.read(RowText.date(row, 1), "takenAt"),
      supersedes: supersedes.isNull ? nil : try RowText.uuid(row, 2, "supersedes"),
      length: Centimetres(tenths: try row.decode(atIndex: 3)),
      width: Centimetres(tenths: try row.decode(atIndex: 4)),
      tissue: TissueMix(
        epithelial: try row.decode(atIndex: 5),
        granulation: try row.decode(atIndex: 6),
        slough: try row.decode(atIndex: 7),
        necrotic: try row.decode(atIndex: 8)
      ),
      exudateAmount: try WoundAdapter.read(
        ExudateAmount(rawValue: try row.decode(atIndex: 9)),
        "exudateAmount"
      )
    )
  }
}
