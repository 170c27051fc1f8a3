import Foundation
import GRDB

extension SQLiteServerStore {
  /// The tables of the wound feed and the kind each row is sent as.
  private static let woundFeedTables = [
    ("wound", "wound"), ("woundAssessment", "assessment"), ("photoAttachment", "photo"),
  ]

  public func woundChanges(
    since: Int64,
    limit: Int,
    for nurse: AuthenticatedNurse
  ) async throws -> ChangePage<WoundFeedRecord> {
    try await pool.write { db in
      // Each row: sequence, payload, deletedID, kind, patientID.
      let records = Self.woundFeedTables.map { table, kind in
        """
        SELECT sequence, payload, NULL AS deletedID, '\(kind)' AS kind, patientID FROM \(table)
        WHERE teamID = ? AND sequence > ?
        """
      }
      let tombstones = """
        SELECT sequence, NULL, recordID, 'deleted', NULL FROM tombstone
        WHERE feed = 'wound' AND teamID = ? AND sequence > ?
        """
      let sql = (records + [tombstones]).joined(separator: "\nUNION ALL\n")
      var arguments: StatementArguments = []
      for _ in 0..<4 { arguments += [nurse.teamID, since] }
      arguments += [limit + 1]
      let rows = try Row.fetchAll(
        db,
        sql: sql + "\nORDER BY sequence LIMIT ?",
        arguments: arguments
      )
      var changes: [(sequence: Int64, change: FeedChange<WoundFeedRecord>)] = []
      for row in rows.prefix(limit) {
        let sequence: Int64 = row[0]
        if let deleted = (row[2] as String?).flatMap(RecordID.init) {
          changes.append((sequence, .deleted(deleted)))
          continue
        }
        let record = try self.woundFeedRecord(kind: row[3], payload: row[1])
        try self.audit(
          db,
          nurse,
          .read,
          recordType: record.auditType,
          recordID: record.auditID,
          patientID: row[4]
        )
        changes.append((sequence, .record(record)))
      }
      return ChangePage(
        changes: changes,
        next: changes.last?.sequence ?? since,
        hasMore: rows.count > limit
      )
    }
  }

  private func woundFeedRecord(kind: String, payload: Data) throws -> WoundFeedRecord {
    switch kind {
    case "wound": return .wound(try decoded(WoundRecord.self, payload))
    case "assessment": return .assessment(try decoded(WoundAssessmentRecord.self, payload))
    default: return .photo(try decoded(PhotoAttachmentRecord.self, payload))
    }
  }
}

extension WoundFeedRecord {
  /// The record type the audit log names, as the writes do.
  var auditType: String {
    switch self {
    case .wound: "wound"
    case .assessment: "wound-assessment"
    case .photo: "photo"
    }
  }

  var auditID: String {
    switch self {
    case .wound(let record): record.id.text
    case .assessment(let record): record.id.text
    case .photo(let record): record.id.text
    }
  }
}
