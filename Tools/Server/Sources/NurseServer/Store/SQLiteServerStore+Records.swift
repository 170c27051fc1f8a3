import CoreContract
import Foundation
import GRDB

/// The one write path of every team record: team scope, parents, ids, sequence, replays, audit.
extension SQLiteServerStore {
  public func writeRecords(_ commands: [RecordCommand]) async throws -> [RecordCommandResult] {
    try await pool.write { db in
      // One instant for the batch's rows, formatted once: GRDB formats each `Date` anew.
      let now = Date().databaseValue
      return try commands.map { command in
        var result = RecordCommandResult.failure(.idempotencyKeyReused)
        try db.inSavepoint {
          do {
            let outcome = try self.keyed(command, db, now)
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

  /// One command: the first outcome of its key replayed, else applied and, when it succeeded,
  /// remembered under its key.
  private func keyed(_ command: RecordCommand, _ db: Database, _ now: DatabaseValue) throws
    -> RecordWriteOutcome
  {
    let key = command.replayKey
    if let first = try replayed(db, key) { return try RecordReplay.outcome(first) }
    let (outcome, payload) =
      switch command {
      case .put(let write): try put(write, db, now)
      case .patch(let patch): try merge(patch, db, now)
      }
    if let remembered = try RecordReplay.remembered(outcome, payload: payload) {
      try remember(db, key, outcome: remembered.outcome, body: remembered.body, at: now)
    }
    return outcome
  }

  /// A put's outcome, and the payload it stored when it stored one.
  private func put(_ write: RecordWrite, _ db: Database, _ now: DatabaseValue) throws -> (
    RecordWriteOutcome, Data?
  ) {
    let kind = write.kind
    let nurse = write.nurse
    let sent = write.record
    var patientID = sent.id.text
    var parentRow: RelatedRow?
    if let parent = sent.parent {
      guard let found = try liveRow(db, parent, teamID: nurse.teamID) else {
        return (.notFound, nil)
      }
      patientID = found.patientID
      parentRow = found
    }
    let address = RecordRules.address(kind, sent.id, for: nurse)
    guard let row = try StoredRow.fetch(db, address) else {
      var linked: [RecordReference: RelatedRow] = [:]
      for reference in RecordRules.linkedReferences(sent) {
        linked[reference] = try liveRow(db, reference, teamID: nurse.teamID)
      }
      if let violation = RecordRules.relationViolation(sent, parent: parentRow, linked: linked) {
        return (.invalid(violation), nil)
      }
      if let requirement = kind.requirement,
        let violation = requirement.check(
          sent.fields,
          try requirement.photoNamed(sent.fields).flatMap {
            try PhotoBytes.uploaded(db, $0, teamID: nurse.teamID)
          }
        )
      {
        return (.invalid(violation), nil)
      }
      let stored = try store(
        db,
        sent.fields,
        at: address,
        patientID: patientID,
        version: RecordRules.firstVersion(kind),
        by: nurse,
        .create,
        at: now
      )
      return (.created(stored.record), stored.payload)
    }
    switch RecordRules.existing(kind, sent, row, teamID: nurse.teamID) {
    case .answer(let outcome):
      return (outcome, nil)
    case .advance:
      let stored = try store(
        db,
        sent.fields,
        at: address,
        patientID: patientID,
        version: nil,
        by: nurse,
        .update,
        at: now
      )
      return (.stored(stored.record), stored.payload)
    }
  }

  /// `RecordRules.merge` against the stored record, and what lands written.
  private func merge(_ patch: RecordPatchWrite, _ db: Database, _ now: DatabaseValue) throws -> (
    RecordWriteOutcome, Data?
  ) {
    let address = RecordAddress(kind: patch.kind, id: patch.id, owner: 0)
    let row = try StoredRow.fetch(db, address)
    switch RecordRules.merge(patch, row) {
    case .answer(let outcome):
      return (outcome, nil)
    case .write(let fields, let version, let conflicts):
      let stored = try store(
        db,
        fields,
        at: address,
        patientID: row?.patientID ?? "",
        version: version,
        by: patch.nurse,
        .update,
        at: now
      )
      return (.merged(stored.record, conflicts: conflicts), nil)
    }
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
}
