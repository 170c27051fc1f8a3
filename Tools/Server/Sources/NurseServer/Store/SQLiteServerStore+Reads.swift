import CoreContract
import Foundation
import GRDB

/// Reading team records: one record (`GET /v1/records/{type}/{id}`) and the team's one change
/// log (`GET /v1/changes`).
///
/// A read runs on one of the pool's readers (WAL), never in the writer, and its statements are
/// prepared once per connection. Its audit entry is not written inside it: `readAudits` writes
/// the entries of concurrent reads in one transaction of the read audit's own file
/// (`ReadAuditFile`), and the read returns only once its entry is committed. Nothing in a read
/// waits for the store's writer.
extension SQLiteServerStore {
  public func record(_ kind: TeamRecordKind, id: RecordID, for nurse: AuthenticatedNurse)
    async throws -> StoredRecord?
  {
    let address = RecordRules.address(kind, id, for: nurse)
    let found = try await pool.read { db -> (StoredRecord, String)? in
      let statement = try db.cachedStatement(
        sql: """
          SELECT teamID, patientID, version, payload FROM team_record
          WHERE type = ? AND id = ? AND owner = ?
          """
      )
      statement.setUncheckedArguments([address.kind.type.rawValue, address.id.text, address.owner])
      guard let row = try Row.fetchOne(statement), row[0] as Int64 == nurse.teamID,
        let payload = row[3] as Data?
      else { return nil }
      return (StoredRecord(json: payload, version: row[2]), row[1])
    }
    guard let (record, patientID) = found else { return nil }
    try await readAudits.append(
      ReadAudit(
        nurse: nurse.username,
        access: kind.type.rawValue,
        target: id.text,
        records: [.init(type: kind.type.rawValue, id: id.text, patientID: patientID)],
        at: Date()
      )
    )
    return record
  }

  public func changes(since: Int64, limit: Int, for nurse: AuthenticatedNurse) async throws
    -> StoredChangePage
  {
    let (page, audit) = try await readPage(since: since, limit: limit, for: nurse)
    if let audit { try await readAudits.append(audit) }
    return page
  }

  /// The page and the audit entry it calls for (nil when it returned no record), read on one
  /// of the pool's readers.
  func readPage(since: Int64, limit: Int, for nurse: AuthenticatedNurse) async throws
    -> (StoredChangePage, ReadAudit?)
  {
    let (page, read) = try await pool.read { db in
      // One row more than the page, to know whether another page follows.
      let statement = try db.cachedStatement(
        sql: """
          SELECT sequence, type, id, patientID, payload FROM team_record
          WHERE teamID = ? AND sequence > ? AND owner IN (0, ?)
          ORDER BY sequence LIMIT ?
          """
      )
      statement.setUncheckedArguments([nurse.teamID, since, nurse.id, limit + 1])
      var page = StoredChangePage(changes: [], next: since, hasMore: false)
      var read: [ReadAudit.Record] = []
      let rows = try Row.fetchCursor(statement)
      var counted = 0
      while let row = try rows.next() {
        guard counted < limit else {
          page.hasMore = true
          break
        }
        counted += 1
        page.next = row[0]
        let type: String = row[1]
        let id: String = row[2]
        guard let recordID = RecordID(id) else { continue }
        let payload: Data? = row[4]
        if payload != nil { read.append(.init(type: type, id: id, patientID: row[3])) }
        let change = StoredChange(
          sequence: row[0],
          type: RecordType(rawValue: type),
          id: recordID,
          record: payload
        )
        page.changes.append(change)
      }
      return (page, read)
    }
    let audit =
      read.isEmpty
      ? nil
      : ReadAudit(nurse: nurse.username, access: "changes", target: "", records: read, at: Date())
    return (page, audit)
  }

  /// Writes a batch of read audits in one transaction: each entry one `audit` row (action
  /// `read`) and one `audit_record` row per record it names.
  static func commitReadAudits(_ entries: [ReadAudit], in db: Database) throws {
    let entry = try db.cachedStatement(
      sql: """
        INSERT INTO audit (nurse, action, recordType, recordID, patientID, at)
        VALUES (?, ?, ?, ?, '', ?)
        """
    )
    let record = try db.cachedStatement(
      sql: """
        INSERT INTO audit_record (auditID, position, recordType, recordID, patientID)
        VALUES (?, ?, ?, ?, ?)
        """
    )
    for audit in entries {
      try entry.execute(
        arguments: [audit.nurse, AuditAction.read.rawValue, audit.access, audit.target, audit.at]
      )
      let auditID = db.lastInsertedRowID
      for (position, read) in audit.records.enumerated() {
        try record.execute(arguments: [auditID, position, read.type, read.id, read.patientID])
      }
    }
  }
}
