import CoreContract
import Foundation

/// The one write path of every team record, whatever the engine: what a `PUT` or a `PATCH`
/// reads, in which order its rules apply, what it stores and what its key remembers.
///
/// Every read a command can need depends on the command alone (its key, its address, the
/// records it names, the photo it names), so an engine makes them all first in its own SQL
/// (`RecordReadNeeds` -> `RecordReads`; PostgreSQL's reads are asynchronous, SQLite's are
/// not), `step` decides from them, and the engine writes what `step` asks in its own SQL.
/// An engine supplies SQL only: the semantics cannot drift between SQLite and PostgreSQL.
enum RecordWritePath {
  /// What `command` needs read before it is decided.
  static func needs(_ command: RecordCommand) -> RecordReadNeeds {
    switch command {
    case .put(let write):
      let sent = write.record
      return RecordReadNeeds(
        key: command.replayKey,
        address: RecordRules.address(write.kind, sent.id, for: write.nurse),
        references: (sent.parent.map { [$0] } ?? []) + RecordRules.linkedReferences(sent),
        photo: write.kind.requirement?.photoNamed(sent.fields),
        teamID: write.nurse.teamID
      )
    case .patch(let patch):
      return RecordReadNeeds(
        key: command.replayKey,
        address: RecordAddress(kind: patch.kind, id: patch.id, owner: 0),
        references: [],
        photo: nil,
        teamID: patch.nurse.teamID
      )
    }
  }

  /// What `command` comes to, given what its `needs` read.
  static func step(_ command: RecordCommand, _ reads: RecordReads) throws -> RecordWriteStep {
    if let first = reads.replay { return .replay(try RecordReplay.outcome(first)) }
    switch command {
    case .put(let write): return put(write, reads)
    case .patch(let patch): return merge(patch, reads)
    }
  }

  private static func put(_ write: RecordWrite, _ reads: RecordReads) -> RecordWriteStep {
    let (kind, nurse, sent) = (write.kind, write.nurse, write.record)
    var patientID = sent.id.text
    var parent: RelatedRow?
    if let reference = sent.parent {
      // An absent, erased or other team's parent: one answer, so ids cannot be probed.
      guard let found = reads.related[reference] else { return .answer(.notFound) }
      patientID = found.patientID
      parent = found
    }
    let address = RecordRules.address(kind, sent.id, for: nurse)
    guard let row = reads.row else {
      if let violation = RecordRules.relationViolation(sent, parent: parent, linked: reads.related)
      {
        return .answer(.invalid(violation))
      }
      if let requirement = kind.requirement,
        let violation = requirement.check(sent.fields, reads.photo)
      {
        return .answer(.invalid(violation))
      }
      return .store(
        RecordStoreRequest(
          fields: sent.fields,
          address: address,
          patientID: patientID,
          version: RecordRules.firstVersion(kind),
          nurse: nurse,
          action: .create,
          answer: .created
        )
      )
    }
    switch RecordRules.existing(kind, sent, row, teamID: nurse.teamID) {
    case .answer(let outcome):
      return .answer(outcome)
    case .advance:
      return .store(
        RecordStoreRequest(
          fields: sent.fields,
          address: address,
          patientID: patientID,
          version: nil,
          nurse: nurse,
          action: .update,
          answer: .stored
        )
      )
    }
  }

  private static func merge(_ patch: RecordPatchWrite, _ reads: RecordReads) -> RecordWriteStep {
    switch RecordRules.merge(patch, reads.row) {
    case .answer(let outcome):
      return .answer(outcome)
    case .write(let fields, let version, let conflicts):
      return .store(
        RecordStoreRequest(
          fields: fields,
          address: RecordAddress(kind: patch.kind, id: patch.id, owner: 0),
          patientID: reads.row?.patientID ?? "",
          version: version,
          nurse: patch.nurse,
          action: .update,
          answer: .merged(conflicts: conflicts)
        )
      )
    }
  }
}

/// The reads one command needs, each named by the command alone.
struct RecordReadNeeds: Sendable {
  /// Its `Idempotency-Key`: a first outcome remembered under it is answered again.
  var key: ReplayKey
  /// Where the record lives.
  var address: RecordAddress
  /// Its parent and the records its links name, read as live rows of `teamID`.
  var references: [RecordReference]
  /// The SHA-256 of the photo bytes it names, read as the team's upload.
  var photo: String?
  /// The writer's team.
  var teamID: Int64
}

/// What an engine read for a command's `RecordReadNeeds`.
struct RecordReads: Sendable {
  /// The outcome first remembered under the key; when there is one, nothing else is read.
  var replay: RememberedOutcome?
  /// The row at the address: absent, live or a tombstone, whatever its team.
  var row: StoredRow?
  /// The live rows of the writer's team among the references; an absent, erased or other
  /// team's record is missing here, all alike.
  var related: [RecordReference: RelatedRow] = [:]
  /// The team's upload of the photo named, nil when it has none.
  var photo: UploadedPhoto?
}

/// A successful outcome as its key remembers it: a name and a body.
typealias RememberedOutcome = (outcome: String, body: Data)

/// What a command comes to once its reads are made.
enum RecordWriteStep {
  /// The first outcome of its key, answered again: nothing is written or remembered.
  case replay(RecordWriteOutcome)
  /// An answer without a write: remembered under the key unless it is a refusal.
  case answer(RecordWriteOutcome)
  /// A record state to store; its outcome is then remembered under the key.
  case store(RecordStoreRequest)
}

/// A record state an engine stores with the next change sequence number, the server's stamps
/// (`RecordRules.stamped`) and an audit row.
struct RecordStoreRequest {
  /// How the stored record is answered.
  enum Answer {
    case created
    case stored
    case merged(conflicts: [Wire.FieldConflict])
  }

  var fields: [String: JSONValue]
  var address: RecordAddress
  var patientID: String
  /// The version it takes; nil for a kind without versions.
  var version: Int?
  var nurse: AuthenticatedNurse
  var action: AuditAction
  var answer: Answer

  /// The record as stored, with the server's stamps.
  func stamped(sequence: Int64) -> JSONValue {
    RecordRules.stamped(fields, address.kind, version: version, nurse: nurse, sequence: sequence)
  }

  /// The outcome once `record` is stored.
  func outcome(_ record: JSONValue) -> RecordWriteOutcome {
    switch answer {
    case .created: .created(record)
    case .stored: .stored(record)
    case .merged(let conflicts): .merged(record, conflicts: conflicts)
    }
  }
}

/// Where one record lives in `team_record`.
struct RecordAddress: Sendable {
  var kind: TeamRecordKind
  var id: RecordID
  /// 0 for a team record, the nurse's id for her per-nurse record.
  var owner: Int64
}

/// A row of `team_record` as the write path reads it.
struct StoredRow: Sendable {
  var teamID: Int64
  var patientID: String
  var version: Int?
  /// The record's fields; nil for a tombstone.
  var fields: [String: JSONValue]?
}
