import Foundation
import GRDB

extension SQLiteServerStore {
  public func putPatient(
    _ request: WriteRequest<PatientRecord>,
    respond: @escaping @Sendable (PatientWriteOutcome) throws -> StoredResponse
  ) async throws -> StoredResponse {
    try await idempotentWrite(
      request,
      perform: { db in try self.writePatient(request, db) },
      respond: respond
    )
  }

  private func writePatient(_ request: WriteRequest<PatientRecord>, _ db: Database) throws
    -> PatientWriteOutcome
  {
    let nurse = request.nurse
    var record = request.record
    let existing = try Row.fetchOne(
      db,
      sql: "SELECT teamID, payload FROM patient WHERE id = ?",
      arguments: [record.id.text]
    )
    guard let existing else {
      // An update of a patient the server never had: nothing to update.
      if request.ifMatch != nil { return .notFound }
      let sequence = try nextSequence(
        db,
        recordType: "patient",
        recordID: record.id,
        teamID: nurse.teamID
      )
      record.version = 1
      try db.execute(
        sql: """
          INSERT INTO patient (id, teamID, version, sequence, createdBy, updatedBy, payload)
          VALUES (?, ?, 1, ?, ?, ?, ?)
          """,
        arguments: [
          record.id.text, nurse.teamID, sequence, nurse.id, nurse.id, try encoded(record),
        ]
      )
      try audit(
        db,
        nurse,
        .create,
        recordType: "patient",
        recordID: record.id,
        patientID: record.id
      )
      return .created(record)
    }
    // Another team's patient is answered exactly like a missing one.
    guard existing[0] as Int64 == nurse.teamID else { return .notFound }
    guard let ifMatch = request.ifMatch else { return .preconditionRequired }
    let current = try decoded(PatientRecord.self, existing[1])
    let currentVersion = current.version ?? 1
    guard ifMatch == currentVersion else { return .stale(current: current) }
    record.version = currentVersion + 1
    record.createdAt = current.createdAt
    let sequence = try nextSequence(
      db,
      recordType: "patient",
      recordID: record.id,
      teamID: nurse.teamID
    )
    try db.execute(
      sql: "UPDATE patient SET version = ?, sequence = ?, updatedBy = ?, payload = ? WHERE id = ?",
      arguments: [record.version, sequence, nurse.id, try encoded(record), record.id.text]
    )
    try audit(db, nurse, .update, recordType: "patient", recordID: record.id, patientID: record.id)
    return .updated(record)
  }

  public func patient(id: RecordID, for nurse: AuthenticatedNurse) async throws -> PatientRecord? {
    try await pool.write { db in
      guard
        let payload = try Data.fetchOne(
          db,
          sql: "SELECT payload FROM patient WHERE id = ? AND teamID = ?",
          arguments: [id.text, nurse.teamID]
        )
      else { return nil }
      try self.audit(db, nurse, .read, recordType: "patient", recordID: id, patientID: id)
      return try self.decoded(PatientRecord.self, payload)
    }
  }

  public func patientChanges(
    since: Int64,
    limit: Int,
    for nurse: AuthenticatedNurse
  ) async throws -> ChangePage<PatientRecord> {
    try await pool.write { db in
      let rows = try self.feedRows(
        db,
        table: "patient",
        feed: "patient",
        teamID: nurse.teamID,
        since: since,
        limit: limit
      )
      let page = try self.page(rows, since: since, limit: limit) {
        try self.decoded(PatientRecord.self, $0)
      }
      // One audit row per record returned: the log says which patients a nurse saw.
      for record in page.records {
        let id = record.id
        try self.audit(db, nurse, .read, recordType: "patient", recordID: id, patientID: id)
      }
      return page
    }
  }
}
