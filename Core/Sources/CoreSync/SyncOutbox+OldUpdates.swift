import CoreContract
import CoreDatabase
import Foundation

extension SyncOutbox {
  /// For a library's migration: rewrites the updates an older sync left in the outbox as the
  /// whole record after the change into the field changes CoreSync pushes and lays over pulled
  /// records. One such row left as it was would stop every sync of the store.
  ///
  /// Entries of `type` are read oldest first, keeping each record's fields as the entries so
  /// far leave them; `changes` gets those fields (nil when no entry before it names the
  /// record) and the whole record after the update, and returns what it changed. An update
  /// that changed nothing leaves the outbox; a rewritten one gets a new idempotency key, since
  /// its body is new. Entries already written as field changes, and unreadable ones, stay.
  public static func rewriteWholeRecordUpdates(
    of type: RecordType,
    in db: StoreDatabase,
    changes: (_ before: [String: JSONValue]?, _ after: [String: JSONValue]) -> [Wire.FieldChange]
  ) throws {
    let rows = try StoreRow.fetchAll(
      db,
      sql: "SELECT id, entityID, operation, payload FROM outbox WHERE entityType = ? ORDER BY id",
      arguments: [type.rawValue]
    )
    var known: [String: [String: JSONValue]] = [:]
    for row in rows {
      let recordID = (row["entityID"] as String).lowercased()
      guard
        let payload = try? JSONValue(wireData: row["payload"] as Data)
      else { continue }
      guard row["operation"] as String == OutboxEntry.Operation.update.rawValue else {
        known[recordID] = payload.fields
        continue
      }
      if let patch = try? payload.decode(as: Wire.RecordPatch.self) {
        known[recordID] = known[recordID].map {
          FieldMerge.overlay(current: $0, changes: patch.changes)
        }
        continue
      }
      let after = payload.fields ?? [:]
      let changed = changes(known[recordID], after)
      known[recordID] = after
      guard !changed.isEmpty else {
        try db.execute(sql: "DELETE FROM outbox WHERE id = ?", arguments: [row["id"] as Int64])
        continue
      }
      try db.execute(
        sql: "UPDATE outbox SET payload = ?, idempotencyKey = ? WHERE id = ?",
        arguments: [
          try WireCoding.encoder.encode(Wire.RecordPatch(changes: changed)),
          UUID().uuidString.lowercased(), row["id"] as Int64,
        ]
      )
    }
  }
}
