import CoreContract
import CoreDatabase
import Foundation

/// Applying pulled records to the store, inside the page's transaction.
enum SyncApply {
  /// Applies `change`, or parks it with the reason when it cannot be applied now (an unknown
  /// kind, a record this app cannot read, a parent it does not hold, missing photo bytes).
  /// Returns true when it touched the store. `parked` says whether `sync_parked` may hold a
  /// change of the record, to be superseded: false when it holds nothing at all, as on a
  /// fresh pull, which then asks nothing of it for each record.
  static func applyOrPark(
    _ change: PulledChange,
    kinds: [RecordType: any SyncedKind],
    parked: Bool = true,
    in db: StoreDatabase
  ) throws -> Bool {
    do {
      guard let kind = kinds[change.type] else { throw UnknownKind() }
      try db.inSavepoint {
        switch change.content {
        case .tombstone: try kind.delete(change.id, in: db)
        case .record(let record): try save(record, of: kind, id: change.id, in: db)
        case .raw(_, let error): throw error
        }
        return .commit
      }
      // What was parked of this record before is superseded by what just applied.
      // Asked once per pulled record: prepared once per connection.
      guard parked else { return true }
      try db.cachedStatement(
        sql: "DELETE FROM sync_parked WHERE entityType = ? AND entityID = ? AND sequence <= ?"
      ).execute(arguments: [change.type.rawValue, change.id.text, change.sequence])
      return true
    } catch let error where StoreError(sqliteError: error, path: "") != nil {
      // The store itself failed (full disk, damage, read-only): the page and its cursor roll
      // back and the sync stops, instead of parking records for a fault that is not theirs.
      throw error
    } catch {
      try park(change, reason: describe(error), in: db)
      return false
    }
  }

  /// Tries every parked change again, oldest first. Returns how many applied.
  static func retryParked(kinds: [RecordType: any SyncedKind], in db: StoreDatabase) throws -> Int {
    var applied = 0
    for change in try parkedChanges(kinds: kinds, in: db)
    where try applyOrPark(change, kinds: kinds, in: db) {
      applied += 1
    }
    return applied
  }

  /// Whether any change is parked.
  static func anyParked(in db: StoreDatabase) throws -> Bool {
    try Bool.fetchOne(db, sql: "SELECT EXISTS(SELECT 1 FROM sync_parked)") ?? true
  }

  /// The parked changes, oldest first, their records read as `kinds` read them.
  static func parkedChanges(kinds: [RecordType: any SyncedKind], in db: StoreDatabase) throws
    -> [PulledChange]
  {
    // Asked after every page, nearly always of an empty table: prepared once per connection.
    try StoreRow.fetchAll(
      db.cachedStatement(
        sql: "SELECT sequence, entityType, entityID, record FROM sync_parked ORDER BY sequence"
      )
    ).compactMap { row in
      guard let id = RecordID(row["entityID"] as String) else { return nil }
      let type = RecordType(rawValue: row["entityType"])
      let record: Data? = row["record"]
      return PulledChange(
        sequence: row["sequence"],
        type: type,
        id: id,
        content: try record.map { try StoredPayload.content(of: type, $0, kinds: kinds) }
          ?? .tombstone
      )
    }
  }

  /// Stores a record as the server holds it, with the nurse's own field changes that still
  /// wait in the outbox laid over it: a pull never erases what she typed.
  static func save(
    _ record: any TeamRecord,
    of kind: any SyncedKind,
    id: RecordID,
    in db: StoreDatabase
  ) throws {
    guard kind.policy == .versioned else {
      try kind.save(record: record, in: db)
      return
    }
    let pending = try SyncOutbox.pendingChanges(of: kind.type, id: id, in: db)
    guard !pending.isEmpty, let fields = try JSONValue(encoding: record).fields else {
      try kind.save(record: record, in: db)
      return
    }
    try kind.save(.object(FieldMerge.overlay(current: fields, changes: pending)), in: db)
  }

  private static func park(_ change: PulledChange, reason: String, in db: StoreDatabase) throws {
    try db.execute(
      sql: """
        INSERT INTO sync_parked (sequence, entityType, entityID, record, reason)
        VALUES (?, ?, ?, ?, ?)
        ON CONFLICT (sequence) DO UPDATE SET reason = excluded.reason
        """,
      arguments: [
        change.sequence, change.type.rawValue, change.id.text,
        try change.parkedRecord(), reason,
      ]
    )
  }

  /// A short, data-free reason: the error's kind, never a record's content.
  private static func describe(_ error: Error) -> String {
    switch error {
    case is UnknownKind: return "a kind of record this app does not know"
    case is DecodingError: return "a record this app cannot read"
    case let error where isConstraintViolation(error):
      return "what it belongs to is not in this store"
    default: return "could not be stored (\(type(of: error)))"
    }
  }
}
