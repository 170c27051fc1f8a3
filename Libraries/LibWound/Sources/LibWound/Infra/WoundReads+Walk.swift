import CoreContract
import Foundation
import GRDB

extension WoundReads {
  /// Every open wound with its assessments (oldest first), one wound at a time, keeping what
  /// `keep` returns: only one wound's history is in memory, so the alerts over a million
  /// assessments stay small. Photos are not read (nothing a summary shows needs them).
  ///
  /// Each wound's assessments come from one statement prepared once, over the
  /// `(woundID, takenAt)` index: no list of ids, whatever the number of wounds.
  static func walkOpenHistories<Kept>(
    _ db: Database,
    _ keep: (WoundHistory) throws -> Kept?
  ) throws -> [Kept] {
    let wounds = try WoundRecord.fetchAll(
      db,
      sql: "SELECT * FROM wound WHERE status = ?",
      arguments: [Wire.Wound.Status.open.rawValue]
    )
    let assessments = try db.cachedStatement(
      sql: """
        SELECT \(AssessmentRecord.selectedColumns) FROM assessment WHERE woundID = ?
        ORDER BY takenAt, recordedAt, id
        """
    )
    var kept: [Kept] = []
    for record in wounds {
      let history = WoundHistory(
        wound: try WoundAdapter.wound(from: record),
        assessments: try AssessmentRecord.fetchAll(
          assessments,
          arguments: [record.id.databaseKey]
        ).map { try AssessmentAdapter.assessment(from: $0, photoIDs: []) }
      )
      if let value = try keep(history) { kept.append(value) }
    }
    return kept
  }
}
