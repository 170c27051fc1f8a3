import CoreContract
import Foundation
import GRDB

/// Reading team records: one record (`GET /v1/records/{type}/{id}`) and the team's one change
/// log (`GET /v1/changes`). Each record read is audited.
extension SQLiteServerStore {
  public func record(_ kind: TeamRecordKind, id: RecordID, for nurse: AuthenticatedNurse)
    async throws -> JSONValue?
  {
    let address = RecordAddress(kind: kind, id: id, owner: kind.policy == .perNurse ? nurse.id : 0)
    return try await pool.write { db in
      guard let row = try StoredRow.fetch(db, address), row.teamID == nurse.teamID,
        let fields = row.fields
      else { return nil }
      try self.audit(
        db,
        nurse.username,
        .read,
        recordType: kind.type.rawValue,
        recordID: id.text,
        patientID: row.patientID
      )
      return .object(fields)
    }
  }

  public func changes(since: Int64, limit: Int, for nurse: AuthenticatedNurse) async throws
    -> Wire.ChangePage
  {
    try await pool.write { db in
      // One row more than the page, to know whether another page follows.
      let rows = try Row.fetchAll(
        db,
        sql: """
          SELECT sequence, type, id, patientID, payload FROM team_record
          WHERE teamID = ? AND sequence > ? AND owner IN (0, ?)
          ORDER BY sequence LIMIT ?
          """,
        arguments: [nurse.teamID, since, nurse.id, limit + 1]
      )
      var changes: [Wire.Change] = []
      for row in rows.prefix(limit) {
        let id: String = row[2]
        guard let recordID = RecordID(id) else { continue }
        let payload: String? = row[4]
        let record = try payload.map { try JSONValue(wireData: Data($0.utf8)) }
        if record != nil {
          try self.audit(
            db,
            nurse.username,
            .read,
            recordType: row[1],
            recordID: id,
            patientID: row[3]
          )
        }
        changes.append(
          Wire.Change(
            sequence: row[0],
            type: RecordType(rawValue: row[1]),
            id: recordID,
            record: record
          )
        )
      }
      return Wire.ChangePage(
        changes: changes,
        next: rows.prefix(limit).last.map { $0[0] } ?? since,
        hasMore: rows.count > limit
      )
    }
  }
}
