import Foundation
import GRDB

/// A local write waiting to be pushed to the team server.
///
/// A library stores its row and its outbox entry in one transaction (see `Outbox.enqueue`),
/// so a write is never stored without the entry that will carry it to the server.
public struct OutboxEntry: Codable, Equatable, Sendable {
  /// What the server is asked to do with the entity.
  public enum Operation: String, Codable, Sendable {
    /// The entity is new: the server has no version of it yet.
    case create
    /// The entity changed; `baseVersion` is the server version the change was made on.
    case update
    /// An append-only record (an assessment, a message): never conflicts.
    case append
  }

  /// Local sequence number: pushing follows it, oldest first.
  public var id: Int64?
  /// The kind of entity (`patient`, `braden`, …), named by the library that owns it.
  public var entityType: String
  /// The id of the entity the entry carries.
  public var entityID: UUID
  public var operation: Operation
  /// The entity as the server will receive it (JSON).
  public var payload: Data
  /// Sent as `Idempotency-Key`, so a retried push never creates a duplicate.
  public var idempotencyKey: UUID
  /// The server version the local change was based on (`If-Match`); nil for a create.
  public var baseVersion: Int?
  public var createdAt: Date
  public var attempts: Int
  /// The last push failure, for the sync screen; never patient data.
  public var lastError: String?

  public init(
    entityType: String,
    entityID: UUID,
    operation: Operation,
    payload: Data,
    baseVersion: Int? = nil,
    idempotencyKey: UUID = UUID(),
    createdAt: Date = Date()
  ) {
    self.entityType = entityType
    self.entityID = entityID
    self.operation = operation
    self.payload = payload
    self.baseVersion = baseVersion
    self.idempotencyKey = idempotencyKey
    self.createdAt = createdAt
    self.attempts = 0
  }
}

extension OutboxEntry.Operation: DatabaseValueConvertible {}

extension OutboxEntry: FetchableRecord, StoreRecord {
  public static let databaseTableName = "outbox"

  /// Reads a row column by column: a push reads every entry, and decoding rows through
  /// `Codable` cost more than the rest of reading a batch.
  public init(row: Row) throws {
    id = try row.decode(forColumn: "id")
    entityType = try row.decode(forColumn: "entityType")
    entityID = try row.decode(forColumn: "entityID")
    operation = try row.decode(forColumn: "operation")
    payload = try row.decode(forColumn: "payload")
    idempotencyKey = try row.decode(forColumn: "idempotencyKey")
    baseVersion = try row.decode(forColumn: "baseVersion")
    createdAt = try row.decode(forColumn: "createdAt")
    attempts = try row.decode(forColumn: "attempts")
    lastError = try row.decode(forColumn: "lastError")
  }

  static let migrations: [Migration] = [
    Migration("core.v1") { db in
      try db.create(table: "outbox") { table in
        table.autoIncrementedPrimaryKey("id")
        table.column("entityType", .text).notNull()
        table.column("entityID", .text).notNull()
        table.column("operation", .text).notNull()
        table.column("payload", .blob).notNull()
        table.column("idempotencyKey", .text).notNull().unique()
        table.column("baseVersion", .integer)
        table.column("createdAt", .datetime).notNull()
        table.column("attempts", .integer).notNull().defaults(to: 0)
        table.column("lastError", .text)
      }
      try db.create(index: "outbox_on_entity", on: "outbox", columns: ["entityType", "entityID"])
    }
  ]
}

/// Reading and writing the outbox from inside a library's transaction.
public enum Outbox {
  /// Adds an entry in the caller's transaction.
  public static func enqueue(_ entry: OutboxEntry, in db: Database) throws {
    try entry.insertRow(db)
  }

  /// Every waiting entry, oldest first.
  public static func pending(in db: Database) throws -> [OutboxEntry] {
    try OutboxEntry.order(Column("id")).fetchAll(db)
  }

  /// How many entries wait to be pushed.
  public static func count(in db: Database) throws -> Int {
    try OutboxEntry.fetchCount(db)
  }
}
