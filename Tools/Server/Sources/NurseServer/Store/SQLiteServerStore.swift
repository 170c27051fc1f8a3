import CoreContract
import Foundation
import GRDB

/// The default `ServerStore`: one SQLite file through a GRDB `DatabasePool` (WAL).
public final class SQLiteServerStore: ServerStore {
  let pool: DatabasePool
  /// Where reads are audited: a file of its own, so a read never waits for a record write.
  let readAudit: ReadAuditFile
  /// Group commit of read audits, in the read audit's writer, outside the reads themselves.
  let readAudits: AuditAppender

  /// Opens (creating it 0600 when missing) and migrates the file at `path`.
  ///
  /// GRDB's pool sets `synchronous=NORMAL`, which can lose the last commits on power loss; a
  /// server that answered "stored" must not, so every connection is set back to FULL.
  public init(path: String) throws {
    try DatabaseFile.preparePrivateFile(at: path)
    var configuration = Configuration()
    configuration.foreignKeysEnabled = true
    configuration.busyMode = .timeout(10)
    configuration.prepareDatabase { db in
      try db.execute(sql: "PRAGMA synchronous = FULL")
    }
    let pool = try DatabasePool(path: path, configuration: configuration)
    self.pool = pool
    let readAudit = try ReadAuditFile(besides: path)
    self.readAudit = readAudit
    readAudits = AuditAppender { entries in try await readAudit.commit(entries) }
    try ServerMigrations.migrator.migrate(pool)
    // Start-up is when a server that was down for days holds the most dead sessions.
    _ = try pool.write { db in try Self.purgeExpiredSessions(db, now: Date()) }
  }

  // MARK: Health

  public func missingMigrations() async throws -> [String] {
    let migrator = ServerMigrations.migrator
    let applied = try await pool.read { db in try migrator.appliedIdentifiers(db) }
    return migrator.migrations.filter { !applied.contains($0) }
  }

  public func changeLogID() async throws -> String {
    try await pool.read { db in try ChangeLogIdentity.read(db) }
  }

  public func close() async {
    // The write-ahead log folded into the file: a copy of the file alone is then whole.
    _ = try? await pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
    try? pool.close()
  }

  public func renewChangeLogID() async throws {
    try await pool.write { db in try ChangeLogIdentity.renew(db) }
  }

  // MARK: Metrics

  public func changeSequenceHead() async throws -> Int64 {
    // `sequence` is UNIQUE, so its index answers MAX without reading the records.
    try await pool.read { db in
      try Int64.fetchOne(db, sql: "SELECT COALESCE(MAX(sequence), 0) FROM team_record") ?? 0
    }
  }

  public func openSessionCount(now: Date) async throws -> Int {
    try await pool.read { db in
      try Int.fetchOne(
        db,
        sql: "SELECT COUNT(*) FROM session WHERE expiresAt > ?",
        arguments: [now.timeIntervalSince1970]
      ) ?? 0
    }
  }

  // MARK: Administration

  public func addTeam(named name: String) async throws -> Team {
    try await pool.write { db in
      if try Bool.fetchOne(db, sql: "SELECT 1 FROM team WHERE name = ?", arguments: [name]) != nil {
        throw ServerStoreError.teamExists(name)
      }
      try db.execute(sql: "INSERT INTO team (name) VALUES (?)", arguments: [name])
      return Team(id: db.lastInsertedRowID, name: name)
    }
  }

  public func addNurse(username: String, team: String, passwordHash: String) async throws
    -> NurseSummary
  {
    try await pool.write { db in
      guard
        let teamID = try Int64.fetchOne(
          db,
          sql: "SELECT id FROM team WHERE name = ?",
          arguments: [team]
        )
      else { throw ServerStoreError.unknownTeam(team) }
      let taken = try Bool.fetchOne(
        db,
        sql: "SELECT 1 FROM nurse WHERE username = ?",
        arguments: [username]
      )
      if taken != nil { throw ServerStoreError.usernameTaken(username) }
      try db.execute(
        sql: "INSERT INTO nurse (username, teamID, passwordHash) VALUES (?, ?, ?)",
        arguments: [username, teamID, passwordHash]
      )
      return NurseSummary(id: db.lastInsertedRowID, username: username, team: team)
    }
  }

  public func nurses() async throws -> [NurseSummary] {
    try await pool.read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT nurse.id, nurse.username, team.name, nurse.disabled FROM nurse
          JOIN team ON team.id = nurse.teamID ORDER BY nurse.username
          """
      ).map { NurseSummary(id: $0[0], username: $0[1], team: $0[2], disabled: $0[3]) }
    }
  }

  /// The store's entries (writes, erasures, refused logins, reads made before the read audit
  /// had its file) and the read audit's, merged oldest first (at the same instant, the store's
  /// first); each file's own order is kept.
  public func auditLog(patientID: RecordID?) async throws -> [AuditEntry] {
    let stored = try await pool.read { db in
      try Self.auditEntries(patientID, byPatient: AuditQueries.byPatient("?1"), in: db)
    }
    let read = try await readAudit.pool.read { db in
      try Self.auditEntries(patientID, byPatient: AuditQueries.readFileByPatient, in: db)
    }
    var merged: [AuditEntry] = []
    merged.reserveCapacity(stored.count + read.count)
    var (next, nextRead) = (0, 0)
    while next < stored.count || nextRead < read.count {
      if nextRead == read.count || next < stored.count && stored[next].at <= read[nextRead].at {
        merged.append(stored[next])
        next += 1
      } else {
        merged.append(read[nextRead])
        nextRead += 1
      }
    }
    return merged
  }

  /// One file's audit entries, oldest first: all of them, or one patient's by `byPatient`
  /// (its one parameter, `?1`, the patient's id).
  private static func auditEntries(
    _ patientID: RecordID?,
    byPatient: String,
    in db: Database
  ) throws -> [AuditEntry] {
    let (sql, arguments): (String, StatementArguments) =
      if let patientID {
        (byPatient, [patientID.text])
      } else {
        (AuditQueries.all, [])
      }
    return try Row.fetchAll(db, sql: sql, arguments: arguments).map { row in
      AuditEntry(
        nurse: row[0],
        action: AuditAction(rawValue: row[1]) ?? .read,
        recordType: row[2],
        recordID: row[3],
        patientID: row[4],
        at: row[5]
      )
    }
  }
}
