import CoreContract
import Foundation
import PostgresNIO

/// Reading team records on PostgreSQL: one record, and the team's change log.
///
/// A read is one statement outside any transaction, so it takes no lock a writer holds. Its
/// audit entry is not written inside it: `readAudits` writes the entries of concurrent reads
/// in one transaction, and the read returns only once its entry is committed.
extension PostgresServerStore {
  public func record(_ kind: TeamRecordKind, id: RecordID, for nurse: AuthenticatedNurse)
    async throws -> StoredRecord?
  {
    let address = RecordRules.address(kind, id, for: nurse)
    let statement = PostgresReadStatements.Record(
      type: address.kind.type.rawValue,
      id: address.id.text,
      owner: address.owner,
      teamID: nurse.teamID
    )
    // The whole answer (one row at most) is read, so that the connection goes back at once.
    var found: PostgresReadStatements.Record.Row?
    for try await row in try await client.execute(statement, logger: logger) { found = row }
    guard let (patientID, version, payload) = found, let payload else { return nil }
    try await readAudits.append(
      ReadAudit(
        nurse: nurse.username,
        access: kind.type.rawValue,
        target: id.text,
        records: [.init(type: kind.type.rawValue, id: id.text, patientID: patientID)],
        at: Date()
      )
    )
    return StoredRecord(json: Data(payload.utf8), version: version.map(Int.init))
  }

  /// A team's writers hold its advisory lock from before their sequence number until they
  /// commit, so every row this reads is below any number still to commit: the page's `next`
  /// never passes a record a reader would then miss.
  public func changes(since: Int64, limit: Int, for nurse: AuthenticatedNurse) async throws
    -> StoredChangePage
  {
    let statement = PostgresReadStatements.Page(
      teamID: nurse.teamID,
      since: since,
      nurseID: nurse.id,
      limit: Int64(limit + 1)
    )
    var rows: [PostgresReadStatements.Page.Row] = []
    for try await row in try await client.execute(statement, logger: logger) { rows.append(row) }
    var page = StoredChangePage(changes: [], next: since, hasMore: rows.count > limit)
    var read: [ReadAudit.Record] = []
    for (sequence, type, id, patientID, payload) in rows.prefix(limit) {
      page.next = sequence
      guard let recordID = RecordID(id) else { continue }
      if payload != nil { read.append(.init(type: type, id: id, patientID: patientID)) }
      page.changes.append(
        StoredChange(
          sequence: sequence,
          type: RecordType(rawValue: type),
          id: recordID,
          record: payload.map { Data($0.utf8) }
        )
      )
    }
    if !read.isEmpty {
      try await readAudits.append(
        ReadAudit(nurse: nurse.username, access: "changes", target: "", records: read, at: Date())
      )
    }
    return page
  }

  /// Writes a batch of read audits in one transaction, in three statements whatever its size:
  /// ids taken for its entries, the entries, then every record they name (a page names up to a
  /// thousand records: a round trip each would be most of the read's time).
  static func commitReadAudits(
    _ entries: [ReadAudit],
    in db: PostgresConnection,
    _ logger: Logger
  ) async throws {
    let ids = try await db.rows(
      "SELECT nextval(pg_get_serial_sequence('audit', 'id')) FROM generate_series(1, \(entries.count))",
      logger
    ).map { try $0.decode(Int64.self) }.sorted()
    try await db.run(
      """
      INSERT INTO audit (id, nurse, action, recordType, recordID, patientID, at)
      SELECT entry.id, entry.nurse, \(AuditAction.read.rawValue), entry.access, entry.target, '',
        entry.at
      FROM unnest(\(ids)::bigint[], \(entries.map(\.nurse))::text[],
        \(entries.map(\.access))::text[], \(entries.map(\.target))::text[],
        \(entries.map(\.at))::timestamptz[]) AS entry(id, nurse, access, target, at)
      """,
      logger
    )
    var (auditIDs, positions, types, recordIDs, patients) = (
      [Int64](), [Int64](), [String](), [String](), [String]()
    )
    for (auditID, entry) in zip(ids, entries) {
      for (position, record) in entry.records.enumerated() {
        auditIDs.append(auditID)
        positions.append(Int64(position))
        types.append(record.type)
        recordIDs.append(record.id)
        patients.append(record.patientID)
      }
    }
    try await db.run(
      """
      INSERT INTO audit_record (auditID, position, recordType, recordID, patientID)
      SELECT * FROM unnest(\(auditIDs)::bigint[], \(positions)::int[], \(types)::text[],
        \(recordIDs)::text[], \(patients)::text[])
      """,
      logger
    )
  }
}
