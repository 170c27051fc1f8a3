import CoreContract
import CoreSync
import Foundation

/// `nurse sync --json`: the counts, then every refused change and every conflicting field.
struct SyncJSON: Encodable {
  var pushed: Int
  var pulled: Int
  var pending: Int
  var conflicts: Int
  var refused: Int
  var parked: Int
  var refusedChanges: [RefusedJSON]
  var conflictingFields: [ConflictJSON]

  init(_ report: SyncReport, refused: [RefusedChange], conflicts: [SyncConflict]) {
    pushed = report.pushed
    pulled = report.pulled
    pending = report.pending
    self.conflicts = report.conflicts
    self.refused = report.refused
    parked = report.parked
    refusedChanges = refused.map(RefusedJSON.init)
    conflictingFields = conflicts.map(ConflictJSON.init)
  }
}

/// `nurse status --json`.
struct StatusJSON: Encodable {
  var server: String?
  var nurse: String?
  var team: String?
  var pending: Int
  /// The pending changes per record kind: `{"patient": 1, "wound": 2}`.
  var pendingByType: [String: Int]
  var refused: Int
  var refusedChanges: [RefusedJSON]
  var conflicts: Int
  var parked: Int
  var lastSync: String?
}

/// One conflicting field of `nurse sync conflicts --json`: the nurse's value and the
/// colleague's, as the wire holds them (JSON escapes every control character).
struct ConflictJSON: Encodable {
  var id: String
  var type: String
  var recordId: String
  var field: String
  var mine: JSONValue
  var theirs: JSONValue
  var createdAt: String

  init(_ conflict: SyncConflict) {
    id = RecordID.text(conflict.id)
    type = conflict.type.rawValue
    recordId = conflict.recordID.text
    field = conflict.field
    mine = conflict.mine
    theirs = conflict.theirs
    createdAt = JSONOutput.timestamp(conflict.createdAt)
  }
}

/// One refused change of `nurse sync refused --json`: no payload, only where and why.
struct RefusedJSON: Encodable {
  var id: Int64
  var type: String
  var recordId: String
  var operation: String
  var status: Int
  var field: String?
  var reason: String
  var changedFields: [String]
  var refusedAt: String

  init(_ change: RefusedChange) {
    id = change.id
    type = change.type.rawValue
    recordId = change.recordID.text
    operation = change.operation
    status = change.status
    field = change.field
    reason = change.reason
    changedFields = change.changedFields
    refusedAt = JSONOutput.timestamp(change.refusedAt)
  }
}
