import Foundation
import GRDB

/// The read audit's index by patient, kept behind its commits in a file of its own.
///
/// A feed page names a hundred records of as many patients, and patient ids are random: an
/// index on `audit_record(patientID)` written with each group commit touched a page of the
/// index per record, and those scattered writes dominated the server's time under a feed
/// load. So a commit only appends its entries,
/// and a moment later their records are copied, in batches sorted by patient, into
/// `audit_record_patient` of this file; `audit_indexed.upTo` is the last entry copied, in the
/// same transaction. Its own file has its own writer: a copy never holds up the audit's
/// commits, so it never holds up an answer.
///
/// The index is keyed by bucket, then patient: a bucket holds the copies of about
/// `rowsPerBucket` records, and the next copy starts the next bucket. Keyed by patient alone,
/// a copy of 20,000 records at 10,000 patients wrote a page of the index per record once the
/// index outgrew them, so a copy's writes grew with everything read before it (a full pull of
/// a large team wrote several times the audit's own size into this file). Within its bucket a
/// copy writes at most the bucket's pages, however long the log. Who read a patient seeks the
/// patient in each bucket, `0...audit_indexed.bucket`: one seek per `rowsPerBucket` records
/// read.
///
/// The query by patient reads the index up to `upTo` and the few entries after it from the
/// records themselves (`AuditQueries.readFileByPatient`): an entry is found by patient from the
/// moment it is committed. The file holds nothing but what the audit holds: `synchronous` is
/// left NORMAL (a copy lost to a power cut lost its `upTo` with it, and is made again), and a
/// file deleted is made again from the audit, whole.
actor ReadAuditPatientIndex {
  nonisolated let index: DatabasePool
  private var running = false
  private var woken = false

  /// How long commits gather before they are copied: long enough that a copy covers many,
  /// short enough that the unindexed tail stays small.
  static let gathering: Duration = .milliseconds(500)
  /// About this many records a copy: what one transaction of the index writes.
  static let recordsPerCopy = 20_000
  /// About this many records a bucket of the index: a copy writes at most a bucket's pages
  /// (about 2,000 of 4 KiB), and who read a patient seeks once a bucket.
  static let rowsPerBucket = 65_536

  init(index: DatabasePool) {
    self.index = index
  }

  /// Opens (creating it 0600 when missing) and migrates the index's file at `path`, for the
  /// read audit at `readsPath`.
  static func open(at path: String, reads readsPath: String) throws -> DatabasePool {
    try DatabaseFile.preparePrivateFile(at: path)
    var configuration = Configuration()
    configuration.busyMode = .timeout(10)
    configuration.prepareDatabase { db in
      // The writer copies from the audit's file, which it only reads (`copyBatch`).
      if !db.configuration.readonly {
        try db.execute(sql: "ATTACH DATABASE ? AS reads", arguments: [readsPath])
      }
    }
    let pool = try DatabasePool(path: path, configuration: configuration)
    try migrator.migrate(pool)
    return pool
  }

  /// The index file's migrations.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("readAuditIndex.v1") { db in
      try db.execute(
        sql: """
          CREATE TABLE audit_record_patient (
            patientID TEXT NOT NULL,
            auditID INTEGER NOT NULL,
            position INTEGER NOT NULL,
            PRIMARY KEY (patientID, auditID, position)) WITHOUT ROWID;
          CREATE TABLE audit_indexed (upTo INTEGER NOT NULL);
          INSERT INTO audit_indexed (upTo) VALUES (0);
          """
      )
    }
    // Keyed by bucket first (see the type's comment); the file holds nothing but what the
    // audit does, so the index is made again from the audit, behind the commits.
    migrator.registerMigration("readAuditIndex.v2") { db in
      try db.execute(
        sql: """
          DROP TABLE audit_record_patient;
          DROP TABLE audit_indexed;
          CREATE TABLE audit_record_patient (
            bucket INTEGER NOT NULL,
            patientID TEXT NOT NULL,
            auditID INTEGER NOT NULL,
            position INTEGER NOT NULL,
            PRIMARY KEY (bucket, patientID, auditID, position)) WITHOUT ROWID;
          CREATE TABLE audit_indexed (
            upTo INTEGER NOT NULL, bucket INTEGER NOT NULL, bucketRows INTEGER NOT NULL);
          INSERT INTO audit_indexed (upTo, bucket, bucketRows) VALUES (0, 0, 0);
          """
      )
    }
    return migrator
  }

  /// Called after a commit: copies what is not indexed yet, soon.
  func wake() {
    woken = true
    guard !running else { return }
    running = true
    Task { await self.run() }
  }

  private func run() async {
    while woken {
      woken = false
      try? await Task.sleep(for: Self.gathering)
      // A failed copy (a full disk) leaves the tail unindexed: the query reads it all the
      // same, and the next commit's wake tries again.
      while (try? await copyBatch()) == true {}
    }
    running = false
  }

  /// Copies the records of the oldest entries not indexed yet, about `limit` of them (an
  /// entry is never split; one larger than `limit` is copied alone), sorted by patient, into
  /// the current bucket, and moves `upTo` past them, in one transaction of the index; the next
  /// copy starts a new bucket once this one holds `bucketRows` records. Returns whether
  /// entries are left to copy.
  @discardableResult
  func copyBatch(limit: Int = recordsPerCopy, bucketRows: Int = rowsPerBucket) async throws
    -> Bool
  {
    try await Self.inCopyTransaction(index) { db in
      try Self.copy(limit: limit, bucketRows: bucketRows, in: db)
    }
  }

  /// Runs `body` in a deferred transaction of the index's writer. The audit's file is
  /// attached there and only read: a deferred transaction then takes the write lock of the
  /// index alone, where an immediate one would take the audit's too and hold its commits.
  static func inCopyTransaction<T: Sendable>(
    _ index: DatabasePool,
    _ body: @escaping @Sendable (Database) throws -> T
  ) async throws -> T {
    try await index.writeWithoutTransaction { db in
      var result: T?
      try db.inTransaction(.deferred) {
        result = try body(db)
        return .commit
      }
      return result!
    }
  }

  private static func copy(limit: Int, bucketRows: Int, in db: Database) throws -> Bool {
    guard
      let state = try Row.fetchOne(db, sql: "SELECT upTo, bucket, bucketRows FROM audit_indexed")
    else { return false }
    let (upTo, bucket, rows): (Int64, Int64, Int) = (state[0], state[1], state[2])
    let last = try Int64.fetchOne(db, sql: "SELECT MAX(auditID) FROM reads.audit_record") ?? 0
    guard last > upTo else { return false }
    // The entry holding the record `limit` records on waits for the next copy, unless it is
    // the first.
    let beyond = try Int64.fetchOne(
      db,
      sql: """
        SELECT auditID FROM reads.audit_record WHERE auditID > ?
        ORDER BY auditID, position LIMIT 1 OFFSET ?
        """,
      arguments: [upTo, limit]
    )
    let through = beyond.map { max($0 - 1, upTo + 1) } ?? last
    // Sorted by patient: each patient's rows of the index are written together.
    try db.execute(
      sql: """
        INSERT OR IGNORE INTO audit_record_patient (bucket, patientID, auditID, position)
        SELECT ?, patientID, auditID, position FROM reads.audit_record
        WHERE auditID > ? AND auditID <= ? ORDER BY patientID
        """,
      arguments: [bucket, upTo, through]
    )
    let filled = rows + db.changesCount
    let full = filled >= bucketRows
    try db.execute(
      sql: "UPDATE audit_indexed SET upTo = ?, bucket = ?, bucketRows = ?",
      arguments: [through, full ? bucket + 1 : bucket, full ? 0 : filled]
    )
    return through < last
  }
}
