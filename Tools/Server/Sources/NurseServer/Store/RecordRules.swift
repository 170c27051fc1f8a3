import CoreContract
import Foundation

/// One nurse's `Idempotency-Key` for one request, under which its first outcome is remembered.
struct ReplayKey: Sendable {
  var nurseID: Int64
  var key: String
  var requestLine: String

  /// The key of a record `PUT`.
  init(_ write: RecordWrite) {
    self.init(nurseID: write.nurse.id, key: write.idempotencyKey, requestLine: write.requestLine)
  }

  /// The key of a record `PATCH`.
  init(_ patch: RecordPatchWrite) {
    self.init(nurseID: patch.nurse.id, key: patch.idempotencyKey, requestLine: patch.requestLine)
  }

  /// The key of a photo upload.
  init(photo sha256: String, by nurse: AuthenticatedNurse, key: String) {
    self.init(nurseID: nurse.id, key: key, requestLine: "PUT \(ContractPaths.photo(sha256))")
  }

  init(nurseID: Int64, key: String, requestLine: String) {
    self.nurseID = nurseID
    self.key = key
    self.requestLine = requestLine
  }
}

/// The write path's decisions once the stored row is known, shared by every engine: each
/// engine reads the row and writes the result in its own SQL, but what a `PUT` or a `PATCH`
/// comes to is decided here, once.
enum RecordRules {
  /// What a `PUT` onto an existing row does.
  enum Existing {
    /// Answer without writing.
    case answer(RecordWriteOutcome)
    /// Store the sent fields as the record's new state (a per-nurse mark moving forward).
    case advance
  }

  /// A `PUT` of `sent` where `row` is already stored.
  static func existing(
    _ kind: TeamRecordKind,
    _ sent: TeamRecordKind.Checked,
    _ row: StoredRow,
    teamID: Int64
  )
    -> Existing
  {
    guard row.teamID == teamID else { return .answer(.notFound) }
    guard let current = row.fields else { return .answer(.erased) }
    if let furthest = kind.furthest {
      // A per-nurse mark only moves forward: an older one sent late changes nothing.
      guard number(sent.fields[furthest]) > number(current[furthest]) else {
        return .answer(.stored(.object(current)))
      }
      return .advance
    }
    guard kind.comparable(current) == kind.comparable(sent.fields) else { return .answer(.differs) }
    return .answer(.stored(.object(current)))
  }

  /// What a `PATCH` does.
  enum Merge {
    /// Answer without writing.
    case answer(RecordWriteOutcome)
    /// Store `fields` as version `version`, answering with `conflicts` beside the record.
    case write(fields: [String: JSONValue], version: Int, conflicts: [Wire.FieldConflict])
  }

  /// `FieldMerge` of `patch` against `row`: what lands takes the next version; what a colleague
  /// changed first keeps her value and comes back as a conflict.
  static func merge(_ patch: RecordPatchWrite, _ row: StoredRow?) -> Merge {
    guard let row, row.teamID == patch.nurse.teamID, let current = row.fields else {
      return .answer(.notFound)
    }
    let merge = FieldMerge.merge(current: current, changes: patch.changes)
    guard !merge.changed.isEmpty else {
      return .answer(.merged(.object(current), conflicts: merge.conflicts))
    }
    var fields = merge.fields
    if patch.kind.stampsUpdatedAt {
      fields[ServerStamps.updatedAt] = .string(WireCoding.text(for: patch.now))
    }
    do throws(RuleViolation) {
      let checked = try patch.kind.check(fields, patch.now)
      return .write(
        fields: checked.fields,
        version: (row.version ?? 0) + 1,
        conflicts: merge.conflicts
      )
    } catch {
      return .answer(.invalid(error))
    }
  }

  /// The version a new record of `kind` starts at (nil for a kind without versions).
  static func firstVersion(_ kind: TeamRecordKind) -> Int? {
    kind.policy == .versioned ? 1 : nil
  }

  /// Where a record of `kind` with `id` lives for `nurse`.
  static func address(_ kind: TeamRecordKind, _ id: RecordID, for nurse: AuthenticatedNurse)
    -> RecordAddress
  {
    RecordAddress(kind: kind, id: id, owner: kind.policy == .perNurse ? nurse.id : 0)
  }

  /// `fields` with the server's stamps: its version, and what the kind stamps itself (a
  /// message's author and place in the change log).
  static func stamped(
    _ fields: [String: JSONValue],
    _ kind: TeamRecordKind,
    version: Int?,
    nurse: AuthenticatedNurse,
    sequence: Int64
  ) -> JSONValue {
    var fields = fields
    if let version { fields[ServerStamps.version] = .number(Decimal(version)) }
    kind.stamp(&fields, TeamRecordKind.Stamp(nurse: nurse, sequence: sequence))
    return .object(fields)
  }

  static func number(_ value: JSONValue?) -> Decimal {
    if case .number(let number) = value { return number }
    return 0
  }
}
