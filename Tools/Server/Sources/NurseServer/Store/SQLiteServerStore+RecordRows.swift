import CoreContract
import Foundation
import GRDB

/// Where one record lives in `team_record`.
struct RecordAddress: Sendable {
  var kind: TeamRecordKind
  var id: RecordID
  /// 0 for a team record, the nurse's id for her per-nurse record.
  var owner: Int64
}

/// A row of `team_record` as the write path reads it.
struct StoredRow {
  var teamID: Int64
  var patientID: String
  var version: Int?
  /// The record's fields; nil for a tombstone.
  var fields: [String: JSONValue]?

  static func fetch(_ db: Database, _ address: RecordAddress) throws -> StoredRow? {
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
}

extension SQLiteServerStore {
  /// Writes `fields` as the record's state with the next change sequence number, the server's
  /// stamps (its version, a message's author and number) and an audit row; returns the record
  /// as stored and its payload bytes (what a replay of its key answers, written once).
  func store(
    _ db: Database,
    _ fields: [String: JSONValue],
    at address: RecordAddress,
    patientID: String,
    version: Int?,
    by nurse: AuthenticatedNurse,
    _ action: AuditAction,
    at instant: DatabaseValue
  ) throws -> (record: JSONValue, payload: Data) {
    let type = address.kind.type.rawValue
    let sequence = try nextSequence(
      db,
      recordType: type,
      recordID: address.id.text,
      teamID: nurse.teamID
    )
    let record = RecordRules.stamped(
      fields,
      address.kind,
      version: version,
      nurse: nurse,
      sequence: sequence
    )
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
        type, address.id.text, address.owner, nurse.teamID, patientID, version, sequence,
        String(decoding: payload, as: UTF8.self), nurse.id, nurse.id, instant,
      ]
    )
    try audit(
      db,
      nurse.username,
      action,
      recordType: type,
      recordID: address.id.text,
      patientID: patientID,
      at: instant
    )
    return (record, payload)
  }
}

/// How a successful outcome is remembered under its key, and read back for a replay.
enum RecordReplay {
  private struct Merged: Codable {
    var record: JSONValue
    var conflicts: [Wire.FieldConflict]
  }

  /// The name and body to remember; nil for a refusal, which is never remembered. `payload` is
  /// the record's bytes when the store wrote them already (the same bytes as its `wireData`).
  static func remembered(_ outcome: RecordWriteOutcome, payload: Data? = nil) throws -> (
    outcome: String, body: Data
  )? {
    switch outcome {
    case .created(let record): return ("created", payload ?? record.wireData)
    case .stored(let record): return ("stored", payload ?? record.wireData)
    case .merged(let record, let conflicts):
      return ("merged", try WireCoding.encoder.encode(Merged(record: record, conflicts: conflicts)))
    case .notFound, .differs, .erased, .invalid: return nil
    }
  }

  /// The outcome a remembered name and body stand for.
  static func outcome(_ remembered: (outcome: String, body: Data)) throws -> RecordWriteOutcome {
    switch remembered.outcome {
    case "created": return .created(try JSONValue(wireData: remembered.body))
    case "merged":
      let merged = try WireCoding.decoder.decode(Merged.self, from: remembered.body)
      return .merged(merged.record, conflicts: merged.conflicts)
    default: return .stored(try JSONValue(wireData: remembered.body))
    }
  }
}
