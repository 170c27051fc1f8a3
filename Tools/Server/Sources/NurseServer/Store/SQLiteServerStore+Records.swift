import CoreContract
import Foundation
import GRDB

/// The one write path of every team record: team scope, parents, ids, sequence, replays, audit.
extension SQLiteServerStore {
  public func putRecord(_ write: RecordWrite) async throws -> RecordWriteOutcome {
    let key = ReplayKey(
      nurseID: write.nurse.id,
      key: write.idempotencyKey,
      requestLine: write.requestLine
    )
    return try await pool.write { db in
      if let first = try self.replayed(db, key) { return try RecordReplay.outcome(first) }
      let outcome = try self.put(write, db)
      if let remembered = try RecordReplay.remembered(outcome) {
        try self.remember(db, key, outcome: remembered.outcome, body: remembered.body)
      }
      return outcome
    }
  }

  private func put(_ write: RecordWrite, _ db: Database) throws -> RecordWriteOutcome {
    let kind = write.kind
    let nurse = write.nurse
    let sent = write.record
    var patientID = sent.id.text
    if let parent = sent.parent {
      guard let found = try livePatientID(db, of: parent, teamID: nurse.teamID) else {
        return .notFound
      }
      patientID = found
    }
    let address = RecordAddress(
      kind: kind,
      id: sent.id,
      owner: kind.policy == .perNurse ? nurse.id : 0
    )
    guard let row = try StoredRow.fetch(db, address) else {
      if let requirement = kind.requirement,
        let violation = try requirement(db, sent.fields, nurse.teamID)
      {
        return .invalid(violation)
      }
      let version = kind.policy == .versioned ? 1 : nil
      let stored = try store(
        db,
        sent.fields,
        at: address,
        patientID: patientID,
        version: version,
        by: nurse,
        .create
      )
      return .created(stored)
    }
    guard row.teamID == nurse.teamID else { return .notFound }
    guard let current = row.fields else { return .erased }
    if let furthest = kind.furthest {
      // A per-nurse mark only moves forward: an older one sent late changes nothing.
      guard Self.number(sent.fields[furthest]) > Self.number(current[furthest]) else {
        return .stored(.object(current))
      }
      let stored = try store(
        db,
        sent.fields,
        at: address,
        patientID: patientID,
        version: nil,
        by: nurse,
        .update
      )
      return .stored(stored)
    }
    guard kind.comparable(current) == kind.comparable(sent.fields) else { return .differs }
    return .stored(.object(current))
  }

  public func patchRecord(_ patch: RecordPatchWrite) async throws -> RecordWriteOutcome {
    let key = ReplayKey(
      nurseID: patch.nurse.id,
      key: patch.idempotencyKey,
      requestLine: patch.requestLine
    )
    return try await pool.write { db in
      if let first = try self.replayed(db, key) { return try RecordReplay.outcome(first) }
      let outcome = try self.merge(patch, db)
      if let remembered = try RecordReplay.remembered(outcome) {
        try self.remember(db, key, outcome: remembered.outcome, body: remembered.body)
      }
      return outcome
    }
  }

  /// `FieldMerge` against the stored record: what lands takes the next version and sequence
  /// number; what a colleague changed first keeps her value and comes back as a conflict.
  private func merge(_ patch: RecordPatchWrite, _ db: Database) throws -> RecordWriteOutcome {
    let address = RecordAddress(kind: patch.kind, id: patch.id, owner: 0)
    guard let row = try StoredRow.fetch(db, address), row.teamID == patch.nurse.teamID,
      let current = row.fields
    else { return .notFound }
    let merge = FieldMerge.merge(current: current, changes: patch.changes)
    guard !merge.changed.isEmpty else {
      return .merged(.object(current), conflicts: merge.conflicts)
    }
    var fields = merge.fields
    if patch.kind.stampsUpdatedAt { fields["updatedAt"] = .string(WireCoding.text(for: patch.now)) }
    let checked: TeamRecordKind.Checked
    do throws(RuleViolation) {
      checked = try patch.kind.check(fields, patch.now)
    } catch {
      return .invalid(error)
    }
    let version = (row.version ?? 0) + 1
    let stored = try store(
      db,
      checked.fields,
      at: address,
      patientID: row.patientID,
      version: version,
      by: patch.nurse,
      .update
    )
    return .merged(stored, conflicts: merge.conflicts)
  }

  /// The patient of a live team record `reference` of `teamID`; nil when it is absent, erased
  /// or another team's.
  private func livePatientID(_ db: Database, of reference: RecordReference, teamID: Int64)
    throws -> String?
  {
    try String.fetchOne(
      db,
      sql: """
        SELECT patientID FROM team_record
        WHERE type = ? AND id = ? AND owner = 0 AND teamID = ? AND payload IS NOT NULL
        """,
      arguments: [reference.type.rawValue, reference.id.text, teamID]
    )
  }

  static func number(_ value: JSONValue?) -> Decimal {
    if case .number(let number) = value { return number }
    return 0
  }
}
