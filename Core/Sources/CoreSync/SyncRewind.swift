import CoreContract
import CoreDatabase
import Foundation

/// A server restored from a backup (docs/sync.md, "A server restored from a backup"): its
/// change log has a new identity, its numbers went back to the backup's, and what was written
/// after the backup is gone from it. A store that learns of it keeps what it holds (each record
/// as it is, in `sync_rewind`), pulls the restored log from its start, and once at its end
/// pushes again what the log lacks (a create or an append) or holds older (the fields that
/// differ, as an update on the server's version). Nothing is pushed twice: a record the
/// restored log holds as this store does is left alone.
enum SyncRewind {
  /// The log the store's cursor belongs to: nil before its first pull, or from before logs
  /// had identities.
  static func storedLog(in db: StoreDatabase) throws -> String? {
    try String.fetchOne(
      db,
      sql: "SELECT log FROM sync_cursor WHERE feed = ?",
      arguments: [SyncEngine.feed]
    )
  }

  /// Whether a rewind is under way: records kept, the restored log not yet pulled to its end.
  static func isUnderWay(in db: StoreDatabase) throws -> Bool {
    try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM sync_rewind)") ?? false
  }

  /// Starts over on the log `log`: keeps every record this store holds as it is now, and puts
  /// the cursor at the log's start. A rewind already under way keeps the records it kept
  /// first (they are from before either restore).
  static func begin(log: String, kinds: [RecordType: any SyncedKind], in db: StoreDatabase)
    throws
  {
    let keep = try db.cachedStatement(
      sql: "INSERT OR IGNORE INTO sync_rewind (entityType, entityID, record) VALUES (?, ?, ?)"
    )
    for kind in kinds.values {
      for id in try kind.storedIDs(in: db) {
        guard let record = try kind.current(id, in: db) else { continue }
        let text = String(decoding: record.wireData, as: UTF8.self)
        try keep.execute(arguments: [kind.type.rawValue, id.text, text])
      }
    }
    try db.execute(
      sql: """
        INSERT INTO sync_cursor (feed, cursor, log) VALUES (?, 0, ?)
        ON CONFLICT (feed) DO UPDATE SET cursor = 0, log = excluded.log
        """,
      arguments: [SyncEngine.feed, log]
    )
  }

  /// Marks the records of a pulled page the restored log holds.
  static func seen(_ changes: [PulledChange], in db: StoreDatabase) throws {
    let seen = try db.cachedStatement(
      sql: "UPDATE sync_rewind SET seen = 1 WHERE entityType = ? AND entityID = ?"
    )
    for change in changes {
      try seen.execute(arguments: [change.type.rawValue, change.id.text])
    }
  }

  /// At the restored log's end: queues again what it lacks and what it holds older than this
  /// store did, parents first, and ends the rewind. Returns how many entries were queued.
  static func finish(kinds: [RecordType: any SyncedKind], at date: Date, in db: StoreDatabase)
    throws -> Int
  {
    var queued = 0
    let lost = try rows(seen: false, in: db)
    let pending = Set(
      try Outbox.pending(in: db).map { "\($0.entityType)/\($0.entityID.uuidString.lowercased())" }
    )
    for (type, id, record) in try parentsFirst(lost, kinds: kinds) {
      guard let kind = kinds[type], !pending.contains("\(type.rawValue)/\(id.text)") else {
        continue
      }
      queued += try queueCreate(of: kind, id: id, record, at: date, in: db)
    }
    for (type, id, kept) in try rows(seen: true, in: db) {
      guard let kind = kinds[type], kind.policy == .versioned,
        let current = try kind.current(id, in: db)
      else { continue }
      queued += try queueUpdate(of: kind, id: id, from: current, to: kept, at: date, in: db)
    }
    try db.execute(sql: "DELETE FROM sync_rewind")
    return queued
  }

  /// A record the restored log lacks, queued as this store's own new record: a versioned one
  /// without the version the old log gave it.
  private static func queueCreate(
    of kind: any SyncedKind,
    id: RecordID,
    _ record: JSONValue,
    at date: Date,
    in db: StoreDatabase
  ) throws -> Int {
    var fields = record.fields ?? [:]
    if kind.policy == .versioned { fields[ServerStamps.version] = nil }
    try Outbox.enqueue(
      OutboxEntry(
        entityType: kind.type.rawValue,
        entityID: id.uuid,
        operation: kind.policy == .versioned ? .create : .append,
        payload: JSONValue.object(fields).wireData,
        createdAt: date
      ),
      in: db
    )
    return 1
  }

  /// A versioned record the restored log holds older: the fields this store had otherwise go
  /// again as an update on the server's version, and the store shows them meanwhile.
  private static func queueUpdate(
    of kind: any SyncedKind,
    id: RecordID,
    from current: JSONValue,
    to kept: JSONValue,
    at date: Date,
    in db: StoreDatabase
  ) throws -> Int {
    let changes = FieldMerge.changes(
      from: current.fields ?? [:],
      to: kept.fields ?? [:],
      mergeable: kind.mergeableFields
    )
    guard !changes.isEmpty else { return 0 }
    var merged = current.fields ?? [:]
    for change in changes { merged[change.field] = change.to == .null ? nil : change.to }
    try kind.save(.object(merged), in: db)
    var version: Int?
    if case .number(let number) = current[ServerStamps.version] {
      version = NSDecimalNumber(decimal: number).intValue
    }
    try SyncOutbox.enqueue(
      changes,
      of: kind.type,
      id: id,
      baseVersion: version,
      at: date,
      in: db
    )
    return 1
  }

  /// The kept records the restored log held (`seen`) or lacked, each read back.
  private static func rows(seen: Bool, in db: StoreDatabase) throws
    -> [(RecordType, RecordID, JSONValue)]
  {
    try StoreRow.fetchAll(
      db,
      sql: "SELECT entityType, entityID, record FROM sync_rewind WHERE seen = ? ORDER BY rowid",
      arguments: [seen]
    )
    .compactMap { row in
      guard let id = RecordID(row["entityID"] as String) else { return nil }
      let record = try JSONValue(wireData: Data((row["record"] as String).utf8))
      return (RecordType(rawValue: row["entityType"]), id, record)
    }
  }

  /// `records` ordered so that one whose parent is also among them comes after it: the
  /// server refuses a child before its parent.
  private static func parentsFirst(
    _ records: [(RecordType, RecordID, JSONValue)],
    kinds: [RecordType: any SyncedKind]
  ) throws -> [(RecordType, RecordID, JSONValue)] {
    let parents = Dictionary(
      try records.map { type, id, record in
        (RecordReference(type, id), try kinds[type]?.parent(of: record))
      },
      uniquingKeysWith: { first, _ in first }
    )
    func depth(_ reference: RecordReference) -> Int {
      var depth = 0
      var next = parents[reference] ?? nil
      while let parent = next, depth < 16 {
        depth += 1
        next = parents[parent] ?? nil
      }
      return depth
    }
    return records.enumerated()
      .sorted { left, right in
        let (a, b) = (
          depth(RecordReference(left.element.0, left.element.1)),
          depth(RecordReference(right.element.0, right.element.1))
        )
        return a != b ? a < b : left.offset < right.offset
      }
      .map(\.element)
  }
}
