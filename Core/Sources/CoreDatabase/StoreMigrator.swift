import GRDB

/// Runs every migration a store has not applied yet, safely when several `nurse` processes
/// open the same new store at once.
///
/// GRDB's own migrator reads which migrations are applied before it takes the write lock, so
/// two processes opening a new store both saw none and the second failed on "table … already
/// exists". Here the applied migrations are read again under the write lock (an immediate
/// transaction), and all pending migrations commit together: another process sees a store
/// with none of them or all of them.
enum StoreMigrator {
  /// Core's tables first, then each library's migrations in the order the app hands them (a
  /// parent library before the ones that use it).
  static func migrations(for libraries: [Migration]) -> [Migration] {
    OutboxEntry.migrations + SyncTables.migrations + libraries
  }

  static func migrate(_ writer: any DatabaseWriter, libraries: [Migration]) throws {
    let migrations = migrations(for: libraries)
    // An up-to-date store takes no write lock, so a read-only one still opens for reading.
    let pending = try writer.read { db in try self.pending(migrations, in: db) }
    guard !pending.isEmpty else { return }
    try writer.writeWithoutTransaction { db in
      try withForeignKeysDeferred(db) {
        try db.inTransaction(.immediate) {
          // Under the write lock: another process may have migrated the store, or written
          // something else into the file, while this one waited.
          guard try StoreSchema.read(db) != .foreign else { throw StoreSchema.Foreign() }
          try db.execute(
            sql: """
              CREATE TABLE IF NOT EXISTS \(StoreSchema.migrationsTable) (
                identifier TEXT NOT NULL PRIMARY KEY)
              """
          )
          for migration in try self.pending(migrations, in: db) {
            try migration.migrate(db)
            try db.execute(
              sql: "INSERT INTO \(StoreSchema.migrationsTable) (identifier) VALUES (?)",
              arguments: [migration.name]
            )
          }
          try db.checkForeignKeys()
          return .commit
        }
      }
    }
  }

  /// The migrations not recorded as applied, in order.
  private static func pending(_ migrations: [Migration], in db: Database) throws -> [Migration] {
    // Asked of `sqlite_master` directly: GRDB's `tableExists` lists the attached schemas
    // first and builds generic requests, which every command would pay at its start.
    let recorded = try Bool.fetchOne(
      db,
      sql: "SELECT EXISTS(SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?)",
      arguments: [StoreSchema.migrationsTable]
    )
    guard recorded == true else { return migrations }
    let applied = try String.fetchSet(
      db,
      sql: "SELECT identifier FROM \(StoreSchema.migrationsTable)"
    )
    return migrations.filter { !applied.contains($0.name) }
  }

  /// Runs `body` with foreign keys off and checks them before commit (`body` does), as
  /// SQLite's guide to schema changes asks: a migration that rebuilds a table must not
  /// cascade deletes into the tables that refer to it. The pragma is a no-op inside a
  /// transaction, hence outside.
  private static func withForeignKeysDeferred(_ db: Database, _ body: () throws -> Void) throws {
    let enabled = try Bool.fetchOne(db, sql: "PRAGMA foreign_keys") ?? false
    guard enabled else { return try body() }
    try db.execute(sql: "PRAGMA foreign_keys = OFF")
    defer { try? db.execute(sql: "PRAGMA foreign_keys = ON") }
    try body()
  }
}
