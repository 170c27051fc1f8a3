import Foundation
import GRDB

extension SQLiteServerStore {
  public func putBraden(
    _ request: WriteRequest<BradenRecord>,
    respond: @escaping @Sendable (BradenWriteOutcome) throws -> StoredResponse
  ) async throws -> StoredResponse {
    try await idempotentWrite(
      request,
      perform: { db in try self.appendBraden(request, db) },
      respond: respond
    )
  }

  private func appendBraden(_ request: WriteRequest<BradenRecord>, _ db: Database) throws
    -> BradenWriteOutcome
  {
    let nurse = request.nurse
    var record = request.record
    record.version = 1
    let payload = try encoded(record)
    if let existing = try Row.fetchOne(
      db,
      sql: "SELECT teamID, payload FROM braden WHERE id = ?",
      arguments: [record.id.text]
    ) {
      guard existing[0] as Int64 == nurse.teamID else { return .notFound }
      // Append-only: the same assessment again is a retry, anything else is a conflict.
      return existing[1] as Data == payload ? .unchanged(record) : .conflict
    }
    let patientTeam = try Int64.fetchOne(
      db,
      sql: "SELECT teamID FROM patient WHERE id = ?",
      arguments: [record.patientId.text]
    )
    guard patientTeam == nurse.teamID else { return .notFound }
    let sequence = try nextSequence(
      db,
      recordType: "braden",
      recordID: record.id,
      teamID: nurse.teamID
    )
    try db.execute(
      sql: """
        INSERT INTO braden (id, patientID, teamID, sequence, createdBy, payload)
        VALUES (?, ?, ?, ?, ?, ?)
        """,
      arguments: [record.id.text, record.patientId.text, nurse.teamID, sequence, nurse.id, payload]
    )
    try audit(
      db,
      nurse,
      .create,
      recordType: "braden",
      recordID: record.id,
      patientID: record.patientId
    )
    return .created(record)
  }

  public func braden(id: RecordID, for nurse: AuthenticatedNurse) async throws -> BradenRecord? {
    try await pool.write { db in
      guard
        let payload = try Data.fetchOne(
          db,
          sql: "SELECT payload FROM braden WHERE id = ? AND teamID = ?",
          arguments: [id.text, nurse.teamID]
        )
      else { return nil }
      let record = try self.decoded(BradenRecord.self, payload)
      try self.audit(
        db,
        nurse,
        .read,
        recordType: "braden",
        recordID: id,
        patientID: record.patientId
      )
      return record
    }
  }

  public func bradenChanges(
    since: Int64,
    limit: Int,
    for nurse: AuthenticatedNurse
  ) async throws -> ChangePage<BradenRecord> {
    try await pool.write { db in
      let rows = try self.feedRows(
        db,
        table: "braden",
        feed: "braden",
        teamID: nurse.teamID,
        since: since,
        limit: limit
      )
      let page = try self.page(rows, since: since, limit: limit) {
        try self.decoded(BradenRecord.self, $0)
      }
      for record in page.records {
        try self.audit(
          db,
          nurse,
          .read,
          recordType: "braden",
          recordID: record.id,
          patientID: record.patientId
        )
      }
      return page
    }
  }
}
