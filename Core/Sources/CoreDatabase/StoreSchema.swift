import Foundation
import GRDB

/// What an existing SQLite file holds: nothing yet, a nurse store, or someone else's tables.
///
/// A `--store` mistyped onto another program's database must not get nurse tables written
/// into it, so the file is read, never written, before the store is opened.
enum StoreSchema: Equatable {
  /// No table at all (or only an empty migration table): a store nothing was written to yet.
  case empty
  /// Core's first migration is recorded: a nurse store, of any version.
  case nurse
  /// Tables that are not a nurse store's.
  case foreign

  /// The migration every nurse store has applied since the first version.
  static let firstMigration = "core.v1"
  /// Where applied migrations are recorded (the name GRDB's migrator used, kept so that
  /// existing stores read the same).
  static let migrationsTable = "grdb_migrations"

  /// Thrown when a file turns out to hold someone else's tables.
  struct Foreign: Error {}

  /// Reads the schema of `db`.
  static func read(_ db: Database) throws -> StoreSchema {
    let names = try String.fetchSet(
      db,
      sql: "SELECT name FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
    )
    guard names.contains(migrationsTable) else { return names.isEmpty ? .empty : .foreign }
    let applied = try String.fetchSet(db, sql: "SELECT identifier FROM \(migrationsTable)")
    if applied.contains(firstMigration) { return .nurse }
    return names == [migrationsTable] && applied.isEmpty ? .empty : .foreign
  }

  /// Reads the schema of the file at `url` through a read-only connection, which writes
  /// nothing into the file (a read-write one would switch it to WAL, a header change).
  ///
  /// A read-only connection to a database in WAL mode may create its `-wal` and `-shm` files
  /// and cannot delete them; when the file is someone else's, those it created are removed.
  ///
  /// `checkingIntegrity` also runs `StoreIntegrity.quickCheck` in the same read.
  static func inspect(_ url: URL, checkingIntegrity: Bool = false) throws -> StoreSchema {
    let sidecars = StoreFile.sidecars(of: url)
    let existing = sidecars.filter { FileManager.default.fileExists(atPath: $0.path) }
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(Store.busyTimeout)
    let queue = try DatabaseQueue(path: StoreFile.readOnlyPath(url), configuration: configuration)
    let schema: StoreSchema
    do {
      schema = try queue.read { db in
        let schema = try read(db)
        // Someone else's database is not ours to judge; a nurse store's damage is ours to say.
        if checkingIntegrity, schema != .foreign, !(try StoreIntegrity.quickCheck(db)) {
          throw StoreError.damaged(path: url.path)
        }
        return schema
      }
    } catch {
      try? queue.close()
      throw error
    }
    try queue.close()
    if schema == .foreign {
      for sidecar in sidecars where !existing.contains(sidecar) {
        try? FileManager.default.removeItem(at: sidecar)
      }
    }
    return schema
  }
}
