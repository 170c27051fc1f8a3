import CoreContract
import CoreDatabase
import CoreSync
import Foundation
import GRDB
import LibPatient

extension WoundSchema {
  /// `wound.v3`: the wound changes the old sync left in the outbox travel as CoreSync's field
  /// changes, and the old wounds feed's cursor goes (the team's one change log replaced it).
  ///
  /// The old sync queued a heal, a close or a reopen as the whole wound after the change.
  /// CoreSync reads every update as a `Wire.RecordPatch` (to PATCH it, and to lay it over a
  /// pulled wound), so one such row left as it was would stop every sync of the store. Each
  /// becomes the fields it changed, from the wound as the entry before it left it. With no
  /// entry before it (the wound had been synced), a heal or a close started from an open wound,
  /// the only one the old commands changed; where a reopen started from is not known, so its
  /// fields change from null: the server lands none of them unless it already holds her value,
  /// and offers each that differs as a conflict, which she settles per field (as `patient.v3`
  /// offers every field that differs). The entry gets a new idempotency key: its body is new.
  /// Creates, assessments and photo attachments were already sent as their wire records.
  static let fieldChanges = Migration("wound.v3") { db in
    try SyncOutbox.rewriteWholeRecordUpdates(of: Wire.Wound.type, in: db) { before, after in
      OldWoundUpdate.changes(from: before, to: after)
    }
    if try db.tableExists("sync_cursor") {
      try db.execute(sql: "DELETE FROM sync_cursor WHERE feed = 'wounds'")
    }
  }
}

/// What an update of the old sync (the whole wound after a heal, close or reopen) changed.
enum OldWoundUpdate {
  /// The fields the old commands changed.
  static let statusFields = ["closedReason", "healedOn", "status"]

  /// The field changes from `before` (the wound as the previous entry left it, nil when the
  /// outbox held none) to `after`.
  static func changes(from before: [String: JSONValue]?, to after: [String: JSONValue])
    -> [Wire.FieldChange]
  {
    if let before {
      return FieldMerge.changes(from: before, to: after, mergeable: Wire.Wound.mergeableFields)
    }
    guard after["status"] == .string(Wire.Wound.Status.open.rawValue) else {
      // A heal or a close: the old commands changed only an open wound.
      var open = after
      open["status"] = .string(Wire.Wound.Status.open.rawValue)
      open["healedOn"] = nil
      open["closedReason"] = nil
      return FieldMerge.changes(from: open, to: after, mergeable: Set(statusFields))
    }
    return statusFields.map { Wire.FieldChange(field: $0, from: .null, to: after[$0] ?? .null) }
  }
}
