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
      var reads: [(type: String, id: String, patientID: String)] = []
      var last: Int64?
      for row in rows.prefix(limit) {
        let (sequence, type, id, patientID, payload) = try row.decode(
          (Int64, String, String, String, String?).self
        )
        last = sequence
        guard let recordID = RecordID(id) else { continue }
        let record = try payload.map { try JSONValue(wireData: Data($0.utf8)) }
        if record != nil { reads.append((type, id, patientID)) }
        changes.append(
          Wire.Change(
            sequence: sequence,
            type: RecordType(rawValue: type),
            id: recordID,
            record: record
          )
        )
      }
      try await self.auditReads(db, reads, by: nurse)
      return Wire.ChangePage(changes: changes, next: last ?? since, hasMore: rows.count > limit)
    }
  }

  /// One audit row per record a page returned, in one statement (a page is up to a thousand
  /// records: one round trip each would be most of the read's time).
  private func auditReads(
    _ db: PostgresConnection,
    _ reads: [(type: String, id: String, patientID: String)],
    by nurse: AuthenticatedNurse
  ) async throws {
    guard !reads.isEmpty else { return }
    let (types, ids, patients) = (reads.map(\.type), reads.map(\.id), reads.map(\.patientID))
    try await db.run(
      """
      INSERT INTO audit (nurse, action, recordType, recordID, patientID, at)
      SELECT \(nurse.username), \(AuditAction.read.rawValue), read.type, read.id, read.patient,
        \(Date())
      FROM unnest(\(types)::text[], \(ids)::text[], \(patients)::text[])
        WITH ORDINALITY AS read(type, id, patient, position)
      ORDER BY read.position
      """,
      logger
    )
  }
}
