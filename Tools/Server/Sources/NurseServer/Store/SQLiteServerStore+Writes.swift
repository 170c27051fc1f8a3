import Foundation
import GRDB

/// What every write shares: idempotency keys, change sequence numbers and audit rows.
extension SQLiteServerStore {
  /// Runs `perform` in one transaction unless `request`'s key was seen before, in which case
  /// the stored answer is returned and nothing changes. A success is stored under the key.
  func idempotentWrite<Record, Outcome>(
    _ request: WriteRequest<Record>,
    perform: @escaping @Sendable (Database) throws -> Outcome,
    respond: @escaping @Sendable (Outcome) throws -> StoredResponse
  ) async throws -> StoredResponse {
    let nurseID = request.nurse.id
    let key = request.idempotencyKey
    let requestLine = request.requestLine
    return try await pool.write { db in
      if let stored = try Row.fetchOne(
        db,
        sql: "SELECT requestLine, status, body FROM idempotency WHERE nurseID = ? AND key = ?",
        arguments: [nurseID, key]
      ) {
        guard stored[0] as String == requestLine else {
          throw ServerStoreError.idempotencyKeyReused
        }
        return StoredResponse(status: stored[1], body: stored[2])
      }
      let response = try respond(try perform(db))
      if (200..<300).contains(response.status) {
        try db.execute(
          sql: """
            INSERT INTO idempotency (nurseID, key, requestLine, status, body, createdAt)
            VALUES (?, ?, ?, ?, ?, ?)
            """,
          arguments: [nurseID, key, requestLine, response.status, response.body, Date()]
        )
      }
      return response
    }
  }

  /// The next global change sequence number, recorded against the record it numbers.
  func nextSequence(_ db: Database, recordType: String, recordID: RecordID, teamID: Int64) throws
    -> Int64
  {
    try nextSequence(db, recordType: recordType, recordID: recordID.text, teamID: teamID)
  }

  /// The same for a record named by its text id (a tombstone, a photo's hash).
  func nextSequence(_ db: Database, recordType: String, recordID: String, teamID: Int64) throws
    -> Int64
  {
    try db.execute(
      sql: "INSERT INTO changeLog (recordType, recordID, teamID) VALUES (?, ?, ?)",
      arguments: [recordType, recordID, teamID]
    )
    return db.lastInsertedRowID
  }

  func audit(
    _ db: Database,
    _ nurse: AuthenticatedNurse,
    _ action: AuditAction,
    recordType: String,
    recordID: RecordID,
    patientID: RecordID
  ) throws {
    try audit(
      db,
      nurse,
      action,
      recordType: recordType,
      recordID: recordID.text,
      patientID: patientID.text
    )
  }

  /// The same for records named by text: a photo by its hash, with no patient (`""`) until it
  /// is attached.
  func audit(
    _ db: Database,
    _ nurse: AuthenticatedNurse,
    _ action: AuditAction,
    recordType: String,
    recordID: String,
    patientID: String
  ) throws {
    try db.execute(
      sql: """
        INSERT INTO audit (nurse, action, recordType, recordID, patientID, at)
        VALUES (?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        nurse.username, action.rawValue, recordType, recordID, patientID, Date(),
      ]
    )
  }

  func encoded<Record: Encodable>(_ record: Record) throws -> Data {
    try WireCoding.encoder.encode(record)
  }

  func decoded<Record: Decodable>(_ type: Record.Type, _ data: Data) throws -> Record {
    try WireCoding.decoder.decode(type, from: data)
  }
}
