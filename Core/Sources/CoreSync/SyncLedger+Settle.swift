import CoreContract
import CoreDatabase
import Foundation

/// A conflict or refused change that is not (or no longer) in the store.
public struct SyncItemNotFound: Error, Equatable, Sendable, CustomStringConvertible {
  public var id: String
  public var description: String { "no conflict or refused change \(id)" }
}

extension SyncLedger {
  /// Settles one conflicting field. `.mine` queues her value as one field change on the
  /// version the store holds and shows it at once; `.theirs` drops it. No other field moves.
  public func resolve(
    _ conflictID: UUID,
    keep choice: ConflictChoice,
    kinds: [any SyncedKind],
    at date: Date = Date()
  ) async throws {
    guard let conflict = try await conflicts().first(where: { $0.id == conflictID }) else {
      throw SyncItemNotFound(id: conflictID.uuidString.lowercased())
    }
    let kind = kinds.first { $0.type == conflict.type }
    try await store.writer.write { db in
      try db.execute(
        sql: "DELETE FROM sync_conflict WHERE id = ?",
        arguments: [conflictID.uuidString.lowercased()]
      )
      guard choice == .mine, let kind,
        let current = try kind.current(conflict.recordID, in: db), let fields = current.fields
      else { return }
      let change = Wire.FieldChange(
        field: conflict.field,
        from: current[conflict.field],
        to: conflict.mine
      )
      try SyncOutbox.enqueue(
        [change],
        of: kind.type,
        id: conflict.recordID,
        baseVersion: current[ServerStamps.version].intValue,
        at: date,
        in: db
      )
      try kind.save(.object(FieldMerge.overlay(current: fields, changes: [change])), in: db)
    }
  }

  /// Puts a refused change back in the outbox, to be sent again at the next sync (after the
  /// nurse corrected what it depended on).
  public func retry(_ refusedID: Int64) async throws {
    try await store.writer.write { db in
      let row = try Self.refusedRow(refusedID, in: db)
      var ids = [refusedID]
      if row["operation"] as String == OutboxEntry.Operation.create.rawValue {
        // The changes that waited beside a refused creation go back with it, in order.
        ids = try Int64.fetchAll(
          db,
          sql: "SELECT id FROM sync_refused WHERE entityType = ? AND entityID = ? ORDER BY id",
          arguments: [row["entityType"], row["entityID"]]
        )
      }
      for id in ids {
        try db.execute(
          sql: """
            INSERT INTO outbox (entityType, entityID, operation, payload, idempotencyKey,
              baseVersion, createdAt, attempts)
            SELECT entityType, entityID, operation, payload, idempotencyKey, baseVersion,
              createdAt, 0
            FROM sync_refused WHERE id = ?
            """,
          arguments: [id]
        )
        try db.execute(sql: "DELETE FROM sync_refused WHERE id = ?", arguments: [id])
      }
    }
  }

  private static func refusedRow(_ id: Int64, in db: StoreDatabase) throws -> StoreRow {
    guard
      let row = try StoreRow.fetchOne(
        db,
        sql: "SELECT * FROM sync_refused WHERE id = ?",
        arguments: [id]
      )
    else { throw SyncItemNotFound(id: String(id)) }
    return row
  }

  /// Drops a refused change and returns the store to what the server holds: a refused new
  /// record is removed, a refused update's fields go back to what they were changed from.
  public func discard(_ refusedID: Int64, kinds: [any SyncedKind]) async throws {
    try await store.writer.write { db in
      let row = try Self.refusedRow(refusedID, in: db)
      try db.execute(sql: "DELETE FROM sync_refused WHERE id = ?", arguments: [refusedID])
      let type = RecordType(rawValue: row["entityType"])
      guard let kind = kinds.first(where: { $0.type == type }),
        let id = RecordID(row["entityID"] as String)
      else { return }
      if row["operation"] as String != OutboxEntry.Operation.update.rawValue {
        // A record the server never took: it goes, with every change still waiting on it.
        for table in ["sync_refused", "outbox"] {
          try db.execute(
            sql: "DELETE FROM \(table) WHERE entityType = ? AND entityID = ?",
            arguments: [type.rawValue, id.text]
          )
        }
        try kind.delete(id, in: db)
        return
      }
      guard let current = try kind.current(id, in: db), let fields = current.fields else { return }
      let patch = try WireCoding.decoder.decode(Wire.RecordPatch.self, from: row["payload"])
      // Back to `from` only where the field still holds what this change set.
      let undo = patch.changes.reversed().filter { fields[$0.field] ?? .null == $0.to }.map {
        Wire.FieldChange(field: $0.field, from: $0.to, to: $0.from)
      }
      try kind.save(.object(FieldMerge.overlay(current: fields, changes: undo)), in: db)
    }
  }
}
