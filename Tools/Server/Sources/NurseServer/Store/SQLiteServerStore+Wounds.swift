import Foundation
import GRDB

extension SQLiteServerStore {
  public func createWound(
    _ request: WriteRequest<WoundRecord>,
    respond: @escaping @Sendable (WoundWriteOutcome) throws -> StoredResponse
  ) async throws -> StoredResponse {
    try await idempotentWrite(
      request,
      perform: { db in try self.insertWound(request, db) },
      respond: respond
    )
  }

  public func updateWound(
    _ request: WriteRequest<WoundRecord>,
    respond: @escaping @Sendable (WoundWriteOutcome) throws -> StoredResponse
  ) async throws -> StoredResponse {
    try await idempotentWrite(
      request,
      perform: { db in try self.replaceWound(request, db) },
      respond: respond
    )
  }

  private func insertWound(_ request: WriteRequest<WoundRecord>, _ db: Database) throws
    -> WoundWriteOutcome
  {
    let nurse = request.nurse
    var record = request.record
    let patientTeam = try Int64.fetchOne(
      db,
      sql: "SELECT teamID FROM patient WHERE id = ?",
      arguments: [record.patientId.text]
    )
    guard patientTeam == nurse.teamID else { return .notFound }
    let taken = try Bool.fetchOne(
      db,
      sql: "SELECT 1 FROM wound WHERE id = ?",
      arguments: [record.id.text]
    )
    // A retry under the same key never gets here (idempotency answers it): this is another
    // wound, or the same one sent again under a new key, and either way nothing is written.
    if taken != nil { return .idTaken }
    let sequence = try nextSequence(
      db,
      recordType: "wound",
      recordID: record.id,
      teamID: nurse.teamID
    )
    record.version = 1
    try db.execute(
      sql: """
        INSERT INTO wound (id, patientID, teamID, version, sequence, createdBy, updatedBy, payload)
        VALUES (?, ?, ?, 1, ?, ?, ?, ?)
        """,
      arguments: [
        record.id.text, record.patientId.text, nurse.teamID, sequence, nurse.id, nurse.id,
        try encoded(record),
      ]
    )
    try audit(
      db,
      nurse,
      .create,
      recordType: "wound",
      recordID: record.id,
      patientID: record.patientId
    )
    return .created(record)
  }

  private func replaceWound(_ request: WriteRequest<WoundRecord>, _ db: Database) throws
    -> WoundWriteOutcome
  {
    let nurse = request.nurse
    var record = request.record
    guard
      let payload = try Data.fetchOne(
        db,
        sql: "SELECT payload FROM wound WHERE id = ? AND teamID = ?",
        arguments: [record.id.text, nurse.teamID]
      )
    else { return .notFound }
    guard let ifMatch = request.ifMatch else { return .preconditionRequired }
    let current = try decoded(WoundRecord.self, payload)
    let currentVersion = current.version ?? 1
    guard ifMatch == currentVersion else { return .stale(current: current) }
    guard record.patientId == current.patientId else { return .patientChanged }
    record.version = currentVersion + 1
    record.createdAt = current.createdAt
    let sequence = try nextSequence(
      db,
      recordType: "wound",
      recordID: record.id,
      teamID: nurse.teamID
    )
    try db.execute(
      sql: "UPDATE wound SET version = ?, sequence = ?, updatedBy = ?, payload = ? WHERE id = ?",
      arguments: [record.version, sequence, nurse.id, try encoded(record), record.id.text]
    )
    try audit(
      db,
      nurse,
      .update,
      recordType: "wound",
      recordID: record.id,
      patientID: record.patientId
    )
    return .updated(record)
  }

  public func wound(id: RecordID, for nurse: AuthenticatedNurse) async throws -> WoundRecord? {
    try await pool.write { db in
      guard
        let payload = try Data.fetchOne(
          db,
          sql: "SELECT payload FROM wound WHERE id = ? AND teamID = ?",
          arguments: [id.text, nurse.teamID]
        )
      else { return nil }
      let record = try self.decoded(WoundRecord.self, payload)
      try self.audit(
        db,
        nurse,
        .read,
        recordType: "wound",
        recordID: id,
        patientID: record.patientId
      )
      return record
    }
  }
}
