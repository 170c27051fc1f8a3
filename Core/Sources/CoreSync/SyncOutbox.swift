import CoreContract
import CoreDatabase
import Foundation

/// How a library queues a write for the server, in the transaction that stores its row.
///
/// Every record is checked against the contract's rules first: a record the server would
/// refuse is refused here, with the field named, and nothing is written.
public enum SyncOutbox {
  /// Queues a new record: a create for a versioned kind, an append for the others.
  public static func add<Record: TeamRecord>(
    _ record: Record,
    today: Date = Date(),
    at date: Date = Date(),
    in db: StoreDatabase
  ) throws {
    try record.validate(today: today)
    let operation: OutboxEntry.Operation = Record.policy == .versioned ? .create : .append
    try Outbox.enqueue(
      OutboxEntry(
        entityType: Record.type.rawValue,
        entityID: record.recordID.uuid,
        operation: operation,
        payload: try WireCoding.encoder.encode(record),
        createdAt: date
      ),
      in: db
    )
  }

  /// Queues the fields that differ between `old` and `new` as one update on `old`'s version
  /// (nil before the first sync: the create's answer gives it). Nothing when nothing changed.
  public static func update<Record: TeamRecord>(
    from old: Record,
    to new: Record,
    baseVersion: Int?,
    today: Date = Date(),
    at date: Date = Date(),
    in db: StoreDatabase
  ) throws {
    try new.validate(today: today)
    let changes = FieldMerge.changes(
      from: try JSONValue(encoding: old).fields ?? [:],
      to: try JSONValue(encoding: new).fields ?? [:],
      mergeable: Record.mergeableFields
    )
    try enqueue(
      changes,
      of: Record.type,
      id: new.recordID,
      baseVersion: baseVersion,
      at: date,
      in: db
    )
  }

  /// Queues field changes of a versioned record.
  static func enqueue(
    _ changes: [Wire.FieldChange],
    of type: RecordType,
    id: RecordID,
    baseVersion: Int?,
    at date: Date,
    in db: StoreDatabase
  ) throws {
    guard !changes.isEmpty else { return }
    try Outbox.enqueue(
      OutboxEntry(
        entityType: type.rawValue,
        entityID: id.uuid,
        operation: .update,
        payload: try WireCoding.encoder.encode(Wire.RecordPatch(changes: changes)),
        baseVersion: baseVersion,
        createdAt: date
      ),
      in: db
    )
  }

  /// The field changes still waiting for one record, oldest first.
  static func pendingChanges(of type: RecordType, id: RecordID, in db: StoreDatabase) throws
    -> [Wire.FieldChange]
  {
    // A pull asks this for every versioned record it applies: prepared once per connection.
    try OutboxEntry.fetchAll(
      db.cachedStatement(
        sql:
          "SELECT * FROM outbox WHERE entityType = ? AND entityID = ? AND operation = ? ORDER BY id"
      ),
      arguments: [type.rawValue, id.text, OutboxEntry.Operation.update.rawValue]
    ).flatMap { try WireCoding.decoder.decode(Wire.RecordPatch.self, from: $0.payload).changes }
  }
}
