import ArgumentParser
import Foundation
import NurseServer

/// `nurse-server migrate --from FILE --to postgres://…`: moves a practice's server from its
/// SQLite file to PostgreSQL, so that nurses go on syncing from their cursors.
struct MigrateCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "migrate",
    abstract: """
      Copy a SQLite server (teams, nurses, sessions, records, photos, audit, sequences) into \
      an empty PostgreSQL database; stop the server first.
      """
  )
  @Option(help: "The SQLite file to copy.") var from: String
  @Option(help: "The empty PostgreSQL database: postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE.")
  var to: String

  func run() async throws {
    let target: PostgresLocation
    do {
      guard FileManager.default.fileExists(atPath: from) else {
        throw UsageError("--from names no file")
      }
      target = try PostgresLocation(url: to)
    } catch let error as UsageError {
      FileHandle.standardError.write(Data("nurse-server: \(error.description)\n".utf8))
      throw ExitCode(64)
    }
    let source = try SQLiteServerStore(path: from)
    let store = try await PostgresServerStore(target)
    defer { Task { await store.close() } }
    do {
      let report = try await StoreCopy.copy(from: source, to: store)
      for table in report.tables { print("copied \(table.rows) \(table.name) rows") }
    } catch let error as UsageError {
      FileHandle.standardError.write(Data("nurse-server: \(error.description)\n".utf8))
      throw ExitCode(65)
    }
  }
}

/// `nurse-server backup --to FILE`: a consistent copy of the SQLite server while it serves.
struct BackupCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "backup",
    abstract: "Copy the SQLite server to a new file while it serves (PostgreSQL: pg_dump)."
  )
  @Option(help: "The SQLite file to copy (default: $XDG_DATA_HOME/nurse-server/server.sqlite).")
  var db: String?
  @Option(help: "The new backup file; its read audit is copied beside it.") var to: String

  func run() async throws {
    try BackupRefusal.report {
      try SQLiteBackup.backup(from: db ?? DatabaseFile.defaultPath(), to: to)
    }
    print("backed up to \(to)")
  }
}

/// `nurse-server restore --from FILE`: puts a backup in place of a stopped SQLite server.
struct RestoreCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "restore",
    abstract: "Replace a stopped SQLite server with a backup (stop the server first)."
  )
  @Option(help: "The backup to restore.") var from: String
  @Option(help: "The SQLite file to replace (default: $XDG_DATA_HOME/nurse-server/server.sqlite).")
  var db: String?

  func run() async throws {
    try BackupRefusal.report {
      try SQLiteBackup.restore(from: from, to: db ?? DatabaseFile.defaultPath())
    }
    print("restored from \(from)")
  }
}

/// `nurse-server restored --database URL`: a database restored by other means (PostgreSQL's
/// `pg_restore`) gets a new change log identity, so every nurse's app starts the restored log
/// over and pushes again what it lost (docs/sync.md, "A server restored from a backup").
struct RestoredCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "restored",
    abstract: "Mark a database restored with pg_restore, before it serves (nurses re-sync)."
  )
  @OptionGroup var database: DatabaseOptions

  func run() async throws {
    try await database.openStore().renewChangeLogID()
    print("marked restored: each nurse's next sync starts the log over")
  }
}

/// A refused backup or restore: one line on stderr, exit 65 (the file is not what it must be).
enum BackupRefusal {
  static func report(_ body: () throws -> Void) throws {
    do {
      try body()
    } catch let refusal as SQLiteBackup.Refusal {
      FileHandle.standardError.write(Data("nurse-server: \(refusal.description)\n".utf8))
      throw ExitCode(65)
    }
  }
}
