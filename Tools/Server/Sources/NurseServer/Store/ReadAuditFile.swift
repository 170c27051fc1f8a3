import Foundation
import GRDB

/// The SQLite server's read audit: a file of its own beside the store (`server.sqlite`'s is
/// `server.reads.sqlite`), with its own writer.
///
/// Every read is audited durably before its answer leaves. In the store's own file those
/// commits queued behind the one writer that record writes hold (a batch of 200 holds it for
/// tens of milliseconds), and each of them emptied the readers' page caches. Here a read waits
/// only for its own group commit, never for a record write, and the store's readers keep their
/// caches. Writes, erasures and refused logins stay in the store's `audit` table, in the same
/// transaction as what they record; read entries made before this file existed stay there too.
/// The file holds the same `audit` and `audit_record` tables (`AuditQueries`), so the same
/// queries read both.
final class ReadAuditFile: Sendable {
  let pool: DatabasePool

  /// Where the read audit of the store at `storePath` lives: beside it, `.reads.sqlite` in
  /// place of its `.sqlite` (added to a name without one).
  static func path(besides storePath: String) -> String {
    let base = storePath.hasSuffix(".sqlite") ? String(storePath.dropLast(7)) : storePath
    return base + ".reads.sqlite"
  }

  /// Opens (creating it 0600 when missing) and migrates the read audit of the store at
  /// `storePath`, `synchronous = FULL` as the store: an answered read is an audited read.
  init(besides storePath: String) throws {
    let path = Self.path(besides: storePath)
    try DatabaseFile.preparePrivateFile(at: path)
    var configuration = Configuration()
    configuration.busyMode = .timeout(10)
    configuration.prepareDatabase { db in
      try db.execute(sql: "PRAGMA synchronous = FULL")
    }
    pool = try DatabasePool(path: path, configuration: configuration)
    try Self.migrator.migrate(pool)
  }

  /// The file's frozen migrations.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("readAudit.v1") { db in
      try db.execute(sql: AuditQueries.sqliteV1)
      try db.execute(sql: AuditQueries.sqliteV2)
    }
    return migrator
  }
}
