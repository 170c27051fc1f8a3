import CoreContract
import Foundation
import GRDB

/// SQLite's SQL for `RecordWritePath`: the batch's transaction and savepoints, the reads a
/// command needs, and the writes its step asks for.
extension SQLiteServerStore {
  public func writeRecords(_ commands: [RecordCommand]) async throws -> [RecordCommandResult] {
    try await pool.write { db in
      // One instant for the batch's rows, formatted once: GRDB formats each `Date` anew.
      let now = Date().databaseValue
      return try commands.map { command in
        var result = RecordCommandResult.failure(.idempotencyKeyReused)
        try db.inSavepoint {
          do {
            let outcome = try self.apply(command, db, now)
            result = .success(outcome)
            return outcome.isRefusal ? .rollback : .commit
          } catch let error as ServerStoreError {
            result = .failure(error)
            return .rollback
          }
        }
        return result
      }
    }
  }

  /// One command: its reads, its step, and what the step asks written.
  private func apply(_ command: RecordCommand, _ db: Database, _ now: DatabaseValue) throws
    -> RecordWriteOutcome
  {
    let outcome: RecordWriteOutcome
    var payload: Data?
    switch try RecordWritePath.step(command, reads(RecordWritePath.needs(command), db)) {
    case .replay(let first): return first
    case .answer(let answer): outcome = answer
    case .store(let request):
      let stored = try store(db, request, at: now)
      (outcome, payload) = (request.outcome(stored.record), stored.payload)
    }
    if let remembered = try RecordReplay.remembered(outcome, payload: payload) {
      let key = command.replayKey
      try remember(db, key, outcome: remembered.outcome, body: remembered.body, at: now)
    }
    return outcome
  }

  /// Everything `needs` names; nothing past a remembered outcome.
  private func reads(_ needs: RecordReadNeeds, _ db: Database) throws -> RecordReads {
    var reads = RecordReads(replay: try replayed(db, needs.key))
    guard reads.replay == nil else { return reads }
    reads.row = try storedRow(db, needs.address)
    for reference in needs.references {
      reads.related[reference] = try liveRow(db, reference, teamID: needs.teamID)
    }
    reads.photo = try needs.photo.flatMap {
      try PhotoBytes.uploaded(db, $0, teamID: needs.teamID)
    }
    return reads
  }

  /// The row at `address`, whatever its team; a tombstone has no fields.
  private func storedRow(_ db: Database, _ address: RecordAddress) throws -> StoredRow? {
    guard
      let row = try Row.fetchOne(
        db.cachedStatement(
          sql: """
            SELECT teamID, patientID, version, payload FROM team_record
            WHERE type = ? AND id = ? AND owner = ?
            """
        ),
        arguments: [address.kind.type.rawValue, address.id.text, address.owner]
      )
    else { return nil }
    let payload: String? = row[3]
    return StoredRow(
      teamID: row[0],
      patientID: row[1],
      version: row[2],
      fields: try payload.map { try JSONValue(wireData: Data($0.utf8)).fields ?? [:] }
    )
  }

  /// The live team record `reference` of `teamID`, with its patient; nil when it is absent,
  /// erased or another team's.
  private func liveRow(_ db: Database, _ reference: RecordReference, teamID: Int64)
    throws -> RelatedRow?
  {
    guard
      let row = try Row.fetchOne(
        db.cachedStatement(
          sql: """
            SELECT patientID, payload FROM team_record
            WHERE type = ? AND id = ? AND owner = 0 AND teamID = ? AND payload IS NOT NULL
            """
        ),
        arguments: [reference.type.rawValue, reference.id.text, teamID]
      )
    else { return nil }
    let payload: String = row[1]
    return RelatedRow(
      type: reference.type,
      patientID: row[0],
      fields: try JSONValue(wireData: Data(payload.utf8)).fields ?? [:]
    )
  }

  /// Stores `request`'s record with the next change sequence number and an audit row; returns
  /// the record as stored and its payload bytes (what a replay of its key answers, encoded
  /// once).
  private func store(_ db: Database, _ request: RecordStoreRequest, at instant: DatabaseValue)
    throws -> (record: JSONValue, payload: Data)
  {
    let (address, nurse) = (request.address, request.nurse)
    let type = address.kind.type.rawValue
    let sequence = try nextSequence(
      db,
      recordType: type,
      recordID: address.id.text,
      teamID: nurse.teamID
    )
    let record = request.stamped(sequence: sequence)
    let payload = record.wireData
    try db.cachedStatement(
      sql: """
        INSERT INTO team_record
          (type, id, owner, teamID, patientID, version, sequence, payload, createdBy, updatedBy,
           updatedAt)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (type, id, owner) DO UPDATE SET
          version = excluded.version, sequence = excluded.sequence, payload = excluded.payload,
          updatedBy = excluded.updatedBy, updatedAt = excluded.updatedAt
        """
    ).execute(
      arguments: [
        type, address.id.text, address.owner, nurse.teamID, request.patientID, request.version,
        sequence, String(decoding: payload, as: UTF8.self), nurse.id, nurse.id, instant,
      ]
    )
    try audit(
      db,
      nurse.username,
      request.action,
      recordType: type,
      recordID: address.id.text,
      patientID: request.patientID,
      at: instant
    )
    return (record, payload)
  }
}
