import CoreContract
import CoreDatabase
import CoreHTTP
import Foundation

/// One field in conflict: the nurse set `mine`, a colleague had set `theirs` first. The store
/// shows `theirs` until she chooses.
public struct SyncConflict: Equatable, Sendable, Identifiable {
  public var id: UUID
  public var type: RecordType
  public var recordID: RecordID
  public var field: String
  public var mine: JSONValue
  public var theirs: JSONValue
  public var createdAt: Date
}

/// A change the server refused for a reason other than a colleague's edit: out of the outbox,
/// kept with the server's reason until the nurse retries or discards it.
public struct RefusedChange: Equatable, Sendable, Identifiable {
  public var id: Int64
  public var type: RecordType
  public var recordID: RecordID
  /// `create`, `update` or `append`.
  public var operation: String
  /// The HTTP status (404, 409, 413, 422…).
  public var status: Int
  /// The problem's type as the server named it (`https://…/problems/validation`), if any.
  public var problemType: String?
  /// The field the server named, if any.
  public var field: String?
  /// The server's reason, data-free (`422 refused (validation) field lengthCm`), for scripts.
  public var reason: String
  /// Why it was refused, as the nurse is told it.
  public var cause: RefusalCause {
    RefusalCause(status: status, problemType: problemType, waitsForCreation: reason == Self.waits)
  }

  /// The reason of a later change of a record whose creation was refused.
  static let waits = "waits for the refused creation of its record"
  /// The fields an update changed (empty for a create or an append).
  public var changedFields: [String]
  public var refusedAt: Date
}

/// How the nurse settles a conflicting field.
public enum ConflictChoice: String, Sendable, CaseIterable {
  /// Send her value on top of the server's version.
  case mine
  /// Keep the colleague's value; hers is dropped.
  case theirs
}

/// The sync state a nurse is told about: pending, refused, in conflict, parked.
public struct SyncLedger: Sendable {
  let store: Store

  /// A ledger over `store`.
  public init(store: Store) { self.store = store }

  /// Every change waiting in the outbox, of every kind, and every photo whose bytes wait to
  /// be uploaded after its attachment.
  public func pendingCount() async throws -> Int {
    try await store.read { db in try Outbox.count(in: db) + BlobUploads.count(in: db) }
  }

  /// Pulled changes kept aside because this store could not apply them yet.
  public func parkedCount() async throws -> Int {
    try await store.read { db in
      try Int.fetchOne(db, sql: "SELECT count(*) FROM sync_parked") ?? 0
    }
  }

  /// The fields in conflict, oldest first.
  public func conflicts() async throws -> [SyncConflict] {
    try await store.read { db in
      try StoreRow.fetchAll(db, sql: "SELECT * FROM sync_conflict ORDER BY createdAt, field").map {
        row in
        SyncConflict(
          id: UUID(uuidString: row["id"])!,
          type: RecordType(rawValue: row["entityType"]),
          recordID: RecordID(row["entityID"] as String)!,
          field: row["field"],
          mine: try JSONValue(wireData: row["mine"]),
          theirs: try JSONValue(wireData: row["theirs"]),
          createdAt: row["createdAt"]
        )
      }
    }
  }

  /// The refused changes, oldest first.
  public func refused() async throws -> [RefusedChange] {
    try await store.read { db in
      try StoreRow.fetchAll(db, sql: "SELECT * FROM sync_refused ORDER BY id").map { row in
        let operation: String = row["operation"]
        var fields: [String] = []
        if operation == OutboxEntry.Operation.update.rawValue {
          fields =
            (try? WireCoding.decoder.decode(Wire.RecordPatch.self, from: row["payload"]))?
            .changes.map(\.field) ?? []
        }
        return RefusedChange(
          id: row["id"],
          type: RecordType(rawValue: row["entityType"]),
          recordID: RecordID(row["entityID"] as String)!,
          operation: operation,
          status: row["status"],
          problemType: row["problemType"],
          field: row["field"],
          reason: row["reason"],
          changedFields: fields,
          refusedAt: row["refusedAt"]
        )
      }
    }
  }

  // MARK: Writes inside the engine's transactions

  static func insert(
    _ conflicts: [Wire.FieldConflict],
    of type: RecordType,
    id: RecordID,
    at date: Date,
    in db: StoreDatabase
  ) throws {
    for conflict in conflicts {
      try db.execute(
        sql: """
          INSERT INTO sync_conflict (id, entityType, entityID, field, mine, theirs, createdAt)
          VALUES (?, ?, ?, ?, ?, ?, ?)
          ON CONFLICT (entityType, entityID, field)
          DO UPDATE SET mine = excluded.mine, theirs = excluded.theirs
          """,
        arguments: [
          UUID().uuidString.lowercased(), type.rawValue, id.text, conflict.field,
          conflict.mine.wireData, conflict.theirs.wireData, date,
        ]
      )
    }
  }

  static func refuse(
    _ entry: OutboxEntry,
    status: Int,
    problem: Problem?,
    at date: Date,
    in db: StoreDatabase
  ) throws {
    try moveToRefused(
      entry,
      status: status,
      problem: problem,
      reason: OutboxFailure.refusal(status, problem),
      at: date,
      in: db
    )
    guard entry.operation == .create else { return }
    // Her later changes of a record the server never got would only be refused as unknown:
    // they wait beside their creation and are retried or discarded with it.
    let later = try OutboxEntry.fetchAll(
      db,
      sql: "SELECT * FROM outbox WHERE entityType = ? AND entityID = ? ORDER BY id",
      arguments: [entry.entityType, entry.entityID.uuidString.lowercased()]
    )
    for dependent in later {
      try moveToRefused(
        dependent,
        status: status,
        problem: nil,
        reason: RefusedChange.waits,
        at: date,
        in: db
      )
    }
  }

  private static func moveToRefused(
    _ entry: OutboxEntry,
    status: Int,
    problem: Problem?,
    reason: String,
    at date: Date,
    in db: StoreDatabase
  ) throws {
    try db.execute(sql: "DELETE FROM outbox WHERE id = ?", arguments: [entry.id])
    try db.execute(
      sql: """
        INSERT INTO sync_refused (entityType, entityID, operation, payload, idempotencyKey,
          baseVersion, createdAt, status, problemType, field, reason, refusedAt)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        entry.entityType, entry.entityID.uuidString.lowercased(), entry.operation.rawValue,
        entry.payload, entry.idempotencyKey.uuidString.lowercased(), entry.baseVersion,
        entry.createdAt, status, problem?.type, problem?.field, reason, date,
      ]
    )
  }
}
