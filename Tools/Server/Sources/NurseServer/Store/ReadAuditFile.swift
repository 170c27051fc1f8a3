import Foundation
import GRDB

/// The SQLite server's read audit: a file of its own beside the store (`server.sqlite`'s is
/// `server.reads.sqlite`), with its own writer, and its index by patient in a third file
/// (`server.reads-by-patient.sqlite`, `ReadAuditPatientIndex`).
///
/// Every read is audited durably before its answer leaves. In the store's own file those
/// commits queued behind the one writer that record writes hold (a batch holds it while it
/// writes every entry), and each of them emptied the readers' page caches. Here a read waits
/// only for its own group commit, never for a record write, and the store's readers keep their
/// caches. Writes, erasures and refused logins stay in the store's `audit` table, in the same
/// transaction as what they record; read entries made before this file existed stay there too.
/// The file holds the same `audit` and `audit_record` tables (`AuditQueries`), read by the
/// same queries, but for who read a patient: its records are indexed by patient behind the
/// commits, in the index's file, not by an index each commit writes.
final class ReadAuditFile: Sendable {
  let pool: DatabasePool
  /// The index by patient, kept behind the commits in a file of its own.
  let patientIndex: ReadAuditPatientIndex

  /// Where the read audit of the store at `storePath` lives: beside it, `.reads.sqlite` in
  /// place of its `.sqlite` (added to a name without one).
  static func path(besides storePath: String) -> String {
    base(of: storePath) + ".reads.sqlite"
  }

  /// Where its index by patient lives: `.reads-by-patient.sqlite` in place of `.sqlite`.
  static func indexPath(besides storePath: String) -> String {
    base(of: storePath) + ".reads-by-patient.sqlite"
  }

  private static func base(of storePath: String) -> String {
    storePath.hasSuffix(".sqlite") ? String(storePath.dropLast(7)) : storePath
  }

  /// Opens (creating them 0600 when missing) and migrates the read audit of the store at
  /// `storePath` and its index, the audit `synchronous = FULL` as the store: an answered read
  /// is an audited read.
  init(besides storePath: String) throws {
    let path = Self.path(besides: storePath)
    let indexPath = Self.indexPath(besides: storePath)
    try DatabaseFile.preparePrivateFile(at: path)
    // Made 0600 before a reader attaches it: SQLite would make it 0644.
    try DatabaseFile.preparePrivateFile(at: indexPath)
    var configuration = Configuration()
    configuration.busyMode = .timeout(10)
    configuration.prepareDatabase { db in
      try db.execute(sql: "PRAGMA synchronous = FULL")
      // Readers see the index too, for who read a patient. Only readers: a write transaction
      // takes the write lock of every attached file, and the audit's commits must never wait
      // for the index's copies.
      if db.configuration.readonly {
        try db.execute(sql: "ATTACH DATABASE ? AS patient_index", arguments: [indexPath])
      }
    }
    pool = try DatabasePool(path: path, configuration: configuration)
    try Self.migrator.migrate(pool)
    let index = try ReadAuditPatientIndex.open(at: indexPath, reads: path)
    patientIndex = ReadAuditPatientIndex(index: index)
    // What an earlier run committed and did not index yet.
    Task { [patientIndex] in await patientIndex.wake() }
  }

  /// Writes a batch of read audits in one transaction, then has their records indexed by
  /// patient a moment later.
  func commit(_ entries: [ReadAudit]) async throws {
    try await pool.write { db in try SQLiteServerStore.commitReadAudits(entries, in: db) }
    await patientIndex.wake()
  }

  /// The file's frozen migrations.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("readAudit.v1") { db in
      try db.execute(sql: AuditQueries.sqliteV1)
      try db.execute(sql: AuditQueries.sqliteV2)
    }
    // The index by patient moved to its own file, filled behind the commits.
    migrator.registerMigration("readAudit.v2") { db in
      try db.execute(sql: "DROP INDEX audit_record_by_patient")
    }
    return migrator
  }
}
