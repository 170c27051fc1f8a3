import CoreContract
import Foundation
import PostgresNIO

/// The one write path of every team record, on PostgreSQL: the decisions are `RecordRules`'.
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
          let outcome = try await self.keyed(command, db)
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

  func put(_ write: RecordWrite, _ db: PostgresConnection) async throws
    -> RecordWriteOutcome
  {
    let (kind, nurse, sent) = (write.kind, write.nurse, write.record)
    var patientID = sent.id.text
    var parentRow: RelatedRow?
    if let parent = sent.parent {
      guard let found = try await liveRow(db, parent, teamID: nurse.teamID) else {
        return .notFound
      }
      patientID = found.patientID
      parentRow = found
    }
    let address = RecordRules.address(kind, sent.id, for: nurse)
    guard let row = try await storedRow(db, address) else {
      var linked: [RecordReference: RelatedRow] = [:]
      for reference in RecordRules.linkedReferences(sent) {
        linked[reference] = try await liveRow(db, reference, teamID: nurse.teamID)
      }
      if let violation = RecordRules.relationViolation(sent, parent: parentRow, linked: linked) {
        return .invalid(violation)
      }
      if let requirement = kind.requirement {
        var uploaded: UploadedPhoto?
        if let sha256 = requirement.photoNamed(sent.fields) {
          uploaded = try await uploadedPhoto(db, sha256, teamID: nurse.teamID)
        }
        if let violation = requirement.check(sent.fields, uploaded) { return .invalid(violation) }
      }
      let version = RecordRules.firstVersion(kind)
      let record = try await store(db, sent.fields, address, patientID, version, nurse, .create)
      return .created(record)
    }
    switch RecordRules.existing(kind, sent, row, teamID: nurse.teamID) {
    case .answer(let outcome): return outcome
    case .advance:
      return .stored(try await store(db, sent.fields, address, patientID, nil, nurse, .update))
    }
  }

  func merge(_ patch: RecordPatchWrite, _ db: PostgresConnection) async throws
    -> RecordWriteOutcome
  {
    let address = RecordAddress(kind: patch.kind, id: patch.id, owner: 0)
    let row = try await storedRow(db, address)
    switch RecordRules.merge(patch, row) {
    case .answer(let outcome): return outcome
    case .write(let fields, let version, let conflicts):
      let patientID = row?.patientID ?? ""
      let record = try await store(db, fields, address, patientID, version, patch.nurse, .update)
      return .merged(record, conflicts: conflicts)
    }
  }

  /// The live team record `reference` of `teamID`, with its patient; nil when it is absent,
  /// erased or another team's.
  func liveRow(_ db: PostgresConnection, _ reference: RecordReference, teamID: Int64)
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

  /// The row at `address`, as the write path reads it.
  func storedRow(_ db: PostgresConnection, _ address: RecordAddress) async throws -> StoredRow? {
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

  /// Writes `fields` as the record's state with the next change sequence number, the server's
  /// stamps and an audit row; returns the record as stored.
  private func store(
    _ db: PostgresConnection,
    _ fields: [String: JSONValue],
    _ address: RecordAddress,
    _ patientID: String,
    _ version: Int?,
    _ nurse: AuthenticatedNurse,
    _ action: AuditAction
  ) async throws -> JSONValue {
    let type = address.kind.type.rawValue
    let sequence = try await nextSequence(db)
    let record = RecordRules.stamped(
      fields,
      address.kind,
      version: version,
      nurse: nurse,
      sequence: sequence
    )
    let payload = String(decoding: record.wireData, as: UTF8.self)
    let storedVersion = version.map(Int64.init)
    try await db.run(
      """
      INSERT INTO team_record (type, id, owner, teamID, patientID, version, sequence, payload,
        createdBy, updatedBy, updatedAt)
      VALUES (\(type), \(address.id.text), \(address.owner), \(nurse.teamID), \(patientID),
        \(storedVersion), \(sequence), \(payload), \(nurse.id), \(nurse.id), \(Date()))
      ON CONFLICT (type, id, owner) DO UPDATE SET
        version = excluded.version, sequence = excluded.sequence, payload = excluded.payload,
        updatedBy = excluded.updatedBy, updatedAt = excluded.updatedAt
      """,
      logger
    )
    try await audit(
      db,
      nurse.username,
      action,
      recordType: type,
      recordID: address.id.text,
      patientID: patientID
    )
    return record
  }
}
