import Foundation
import GRDB

/// `nurse-server backup` and `restore` for the SQLite default: a consistent online copy made
/// with SQLite's backup API (through GRDB) while nurses keep syncing, and its restore into a
/// stopped server. The store's read audit and its index are copied beside it under the same
/// names (`FILE.reads.sqlite`, `FILE.reads-by-patient.sqlite`), so an audit survives too.
public enum SQLiteBackup {
  /// What a backup or a restore refused, in an operator's words; never a patient's.
  public struct Refusal: Error, CustomStringConvertible, Equatable {
    /// Why.
    public var description: String
  }

  /// The files of the store at `path`: the store, its read audit, its read audit's index.
  static func files(of path: String) -> [String] {
    [path, ReadAuditFile.path(besides: path), ReadAuditFile.indexPath(besides: path)]
  }

  /// Copies the server at `path` to `destination` (a new file, 0600), consistently even while
  /// the server writes: each file is one snapshot of its database. Refuses a destination that
  /// exists, and a `path` that is not a nurse-server database.
  public static func backup(from path: String, to destination: String) throws {
    try requireServerDatabase(path)
    for target in files(of: destination) where FileManager.default.fileExists(atPath: target) {
      throw Refusal(description: "\(target) exists: back up to a new file")
    }
    for (source, target) in zip(files(of: path), files(of: destination))
    where FileManager.default.fileExists(atPath: source) {
      try copy(source, to: target)
    }
  }

  /// Replaces the stopped server at `path` with the backup at `backup`. Refuses a backup that
  /// is not a nurse-server database (before touching `path`). The restored log gets a new
  /// identity: its numbers went back to the backup's, and every client must learn that it
  /// cannot go on from its cursor (`ChangeLogIdentity`).
  public static func restore(from backup: String, to path: String) throws {
    try requireServerDatabase(backup)
    for (source, target) in zip(files(of: backup), files(of: path)) {
      if FileManager.default.fileExists(atPath: source) {
        try copy(source, to: target)
      } else {
        for suffix in ["", "-wal", "-shm"] {
          try? FileManager.default.removeItem(atPath: target + suffix)
        }
      }
    }
    let restored = try DatabaseQueue(path: path)
    try restored.write { db in
      // A backup from before `log.v1` has no identity yet: the server's migration makes one.
      if try db.tableExists("change_log_identity") { try ChangeLogIdentity.renew(db) }
    }
  }

  /// SQLite's online backup of `source` into `target`, created 0600 first.
  private static func copy(_ source: String, to target: String) throws {
    try DatabaseFile.preparePrivateFile(at: target)
    var configuration = Configuration()
    configuration.readonly = true
    let from = try DatabaseQueue(path: source, configuration: configuration)
    let to = try DatabaseQueue(path: target)
    try from.backup(to: to)
  }

  /// Throws unless `path` is a nurse-server database: readable, with the server's tables and
  /// only migrations this server knows.
  static func requireServerDatabase(_ path: String) throws {
    guard FileManager.default.fileExists(atPath: path) else {
      throw Refusal(description: "\(path) does not exist")
    }
    var configuration = Configuration()
    configuration.readonly = true
    let known = Set(ServerMigrations.migrator.migrations)
    let applied: Set<String>
    do {
      let queue = try DatabaseQueue(path: path, configuration: configuration)
      applied = try queue.read { db in
        guard try db.tableExists("team_record"), try db.tableExists("nurse") else { return [] }
        return try ServerMigrations.migrator.appliedIdentifiers(db)
      }
    } catch {
      throw Refusal(description: "\(path) is not a nurse-server database (it cannot be read)")
    }
    guard !applied.isEmpty, applied.isSubset(of: known) else {
      throw Refusal(description: "\(path) is not a nurse-server database of this version")
    }
  }
}
