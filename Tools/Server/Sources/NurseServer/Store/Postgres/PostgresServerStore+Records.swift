import CoreContract
import Foundation
import PostgresNIO

/// PostgreSQL's SQL for `RecordWritePath`: the batch's transaction, team lock and savepoints,
/// the reads a command needs, and the writes its step asks for.
extension PostgresServerStore {
  public func writeRecords(_ commands: [RecordCommand]) async throws -> [RecordCommandResult] {
    guard let teamID = commands.first?.nurse.teamID else { return [] }
    return try await transaction { db in
      // Once for the batch: its entries are one team's, and serialize with its other writes.
      try await self.lockTeam(db, teamID)
      var results: [RecordCommandResult] = []
      for command in commands {
        try await db.run("SAVEPOINT record_command", self.logger)
        do {
          let outcome = try await self.apply(command, db)
          results.append(.success(outcome))
          if outcome.isRefusal {
            try await db.run("ROLLBACK TO SAVEPOINT record_command", self.logger)
          }
        } catch let error as ServerStoreError {
          results.append(.failure(error))
          try await db.run("ROLLBACK TO SAVEPOINT record_command", self.logger)
        }
        // Released after a rollback too, so that savepoints do not pile up over a batch.
        try await db.run("RELEASE SAVEPOINT record_command", self.logger)
      }
      return results
    }
  }

  /// One command, under the team's lock taken by its transaction: its reads, its step, and
  /// what the step asks written.
  private func apply(_ command: RecordCommand, _ db: PostgresConnection) async throws
    -> RecordWriteOutcome
  {
    let reads = try await reads(RecordWritePath.needs(command), db)
    let outcome: RecordWriteOutcome
    switch try RecordWritePath.step(command, reads) {
    case .replay(let first): return first
    case .answer(let answer): outcome = answer
    case .store(let request): outcome = request.outcome(try await store(db, request))
    }
    if let remembered = try RecordReplay.remembered(outcome) {
      try await remember(db, command.replayKey, outcome: remembered.outcome, body: remembered.body)
    }
    return outcome
  }

  /// Everything `needs` names; nothing past a remembered outcome.
  private func reads(_ needs: RecordReadNeeds, _ db: PostgresConnection) async throws
    -> RecordReads
  {
    var reads = RecordReads(replay: try await replayed(db, needs.key))
    guard reads.replay == nil else { return reads }
    reads.row = try await storedRow(db, needs.address)
    for reference in needs.references {
      reads.related[reference] = try await liveRow(db, reference, teamID: needs.teamID)
    }
    if let sha256 = needs.photo {
      reads.photo = try await uploadedPhoto(db, sha256, teamID: needs.teamID)
    }
    return reads
  }

  /// The live team record `reference` of `teamID`, with its patient; nil when it is absent,
  /// erased or another team's.
  private func liveRow(_ db: PostgresConnection, _ reference: RecordReference, teamID: Int64)
    async throws -> RelatedRow?
  {
    guard
      let row = try await db.rows(
        """
        SELECT patientID, payload FROM team_record WHERE type = \(reference.type.rawValue)
          AND id = \(reference.id.text) AND owner = 0 AND teamID = \(teamID)
          AND payload IS NOT NULL
        """,
        logger
      ).first
    else { return nil }
    let (patientID, payload) = try row.decode((String, String).self)
    return RelatedRow(
      type: reference.type,
      patientID: patientID,
      fields: try JSONValue(wireData: Data(payload.utf8)).fields ?? [:]
    )
  }

  /// The row at `address`, whatever its team; a tombstone has no fields.
  private func storedRow(_ db: PostgresConnection, _ address: RecordAddress) async throws
    -> StoredRow?
  {
    guard
      let row = try await db.rows(
        """
        SELECT teamID, patientID, version, payload FROM team_record
        WHERE type = \(address.kind.type.rawValue) AND id = \(address.id.text)
          AND owner = \(address.owner)
        """,
        logger
      ).first
    else { return nil }
    let (teamID, patientID, version, payload) = try row.decode(
      (Int64, String, Int64?, String?).self
    )
    return StoredRow(
      teamID: teamID,
      patientID: patientID,
      version: version.map(Int.init),
      fields: try payload.map { try JSONValue(wireData: Data($0.utf8)).fields ?? [:] }
    )
  }

  /// Stores `request`'s record with the next change sequence number and an audit row; returns
  /// the record as stored.
  private func store(_ db: PostgresConnection, _ request: RecordStoreRequest) async throws
    -> JSONValue
  {
    let (address, nurse) = (request.address, request.nurse)
    let type = address.kind.type.rawValue
    let sequence = try await nextSequence(db)
    let record = request.stamped(sequence: sequence)
    let payload = String(decoding: record.wireData, as: UTF8.self)
    let version = request.version.map(Int64.init)
    try await db.run(
      """
      INSERT INTO team_record (type, id, owner, teamID, patientID, version, sequence, payload,
        createdBy, updatedBy, updatedAt)
      VALUES (\(type), \(address.id.text), \(address.owner), \(nurse.teamID),
        \(request.patientID), \(version), \(sequence), \(payload), \(nurse.id), \(nurse.id),
        \(Date()))
      ON CONFLICT (type, id, owner) DO UPDATE SET
        version = excluded.version, sequence = excluded.sequence, payload = excluded.payload,
        updatedBy = excluded.updatedBy, updatedAt = excluded.updatedAt
      """,
      logger
    )
    try await audit(
      db,
      nurse.username,
      request.action,
      recordType: type,
      recordID: address.id.text,
      patientID: request.patientID
    )
    return record
  }
}
