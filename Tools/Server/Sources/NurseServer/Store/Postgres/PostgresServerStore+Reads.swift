import CoreContract
import Foundation
import PostgresNIO

/// Reading team records on PostgreSQL: one record, and the team's change log. Each read is
/// audited in the same transaction.
extension PostgresServerStore {
  public func record(_ kind: TeamRecordKind, id: RecordID, for nurse: AuthenticatedNurse)
    async throws -> JSONValue?
  {
    let address = RecordRules.address(kind, id, for: nurse)
    return try await transaction { db in
      guard let row = try await self.storedRow(db, address), row.teamID == nurse.teamID,
        let fields = row.fields
      else { return nil }
      try await self.audit(
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

  /// A team's writers hold its advisory lock from before their sequence number until they
  /// commit, so every row this reads is below any number still to commit: the page's `next`
  /// never passes a record a reader would then miss.
  public func changes(since: Int64, limit: Int, for nurse: AuthenticatedNurse) async throws
    -> Wire.ChangePage
  {
    try await transaction { db in
      let rows = try await db.rows(
        """
        SELECT sequence, type, id, patientID, payload FROM team_record
        WHERE teamID = \(nurse.teamID) AND sequence > \(since) AND owner IN (0, \(nurse.id))
        ORDER BY sequence LIMIT \(limit + 1)
        """,
        self.logger
      )
      var changes: [Wire.Change] = []
      var last: Int64?
      for row in rows.prefix(limit) {
        let (sequence, type, id, patientID, payload) = try row.decode(
          (Int64, String, String, String, String?).self
        )
        last = sequence
        guard let recordID = RecordID(id) else { continue }
        let record = try payload.map { try JSONValue(wireData: Data($0.utf8)) }
        if record != nil {
          try await self.audit(
            db,
            nurse.username,
            .read,
            recordType: type,
            recordID: id,
            patientID: patientID
          )
        }
        changes.append(
          Wire.Change(
            sequence: sequence,
            type: RecordType(rawValue: type),
            id: recordID,
            record: record
          )
        )
      }
      return Wire.ChangePage(changes: changes, next: last ?? since, hasMore: rows.count > limit)
    }
  }
}
