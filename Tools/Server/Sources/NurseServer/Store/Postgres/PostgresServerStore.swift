import CoreContract
import Foundation
import Logging
import PostgresNIO

/// The `ServerStore` of a large organisation: one PostgreSQL database that several
/// `nurse-server` instances share behind a load balancer.
///
/// Every guarantee of the SQLite store holds across instances because the database decides:
/// a team's writes take the team's transaction-scoped advisory lock before anything else, so
/// they serialize (an `Idempotency-Key` replayed on two instances finds the first answer, two
/// merges of one version never both land) and take their change sequence numbers in commit
/// order (a feed reader never moves past a number whose write is still open). Logins take the
/// throttle's lock the same way, so every instance counts the same failures.
public final class PostgresServerStore: ServerStore {
  let client: PostgresClient
  /// Query logs stay at warnings: a debug log of binds would carry patient data.
  let logger: Logger
  /// Group commit of read audits, outside the reads themselves.
  let readAudits: AuditAppender
  private let running: Task<Void, Never>

  /// Connects to `location`, runs its pool, and migrates the database (one instance at a time:
  /// several starting together wait on the migration lock).
  public init(_ location: PostgresLocation) async throws {
    var logger = Logger(label: "nurse-server.postgres")
    logger.logLevel = .warning
    self.logger = logger
    let client = PostgresClient(configuration: location.configuration, backgroundLogger: logger)
    self.client = client
    // A lease asked before `run()` has begun is served, but PostgresNIO warns about it on the
    // operator's terminal: wait until the running task is on its way into `run()`.
    let (started, markStarted) = AsyncStream.makeStream(of: Never.self)
    running = Task {
      markStarted.finish()
      await client.run()
    }
    for await _ in started {}
    let auditLogger = logger
    readAudits = AuditAppender { entries in
      try await client.withTransaction(logger: auditLogger) { db in
        try await Self.commitReadAudits(entries, in: db, auditLogger)
      }
    }
    do {
      try await PostgresMigrator.migrate(client, logger: logger)
      _ = try await purgeExpiredSessions(now: Date())
    } catch {
      running.cancel()
      throw error
    }
  }

  deinit { running.cancel() }

  /// Closes the pool's connections; the store is not used afterwards.
  public func close() async {
    running.cancel()
    await running.value
  }

  /// Runs `work` in one transaction on a pooled connection; rolled back when it throws, and
  /// its own error (a `ServerStoreError`) rethrown as it was, not wrapped.
  func transaction<Value: Sendable>(
    _ work: @Sendable (PostgresConnection) async throws -> Value
  ) async throws -> Value {
    do {
      return try await client.withTransaction(logger: logger) { connection in
        try await work(connection)
      }
    } catch let error as PostgresTransactionError {
      if let own = error.closureError, error.rollbackError == nil { throw own }
      throw error
    }
  }

  // MARK: Health

  public func missingMigrations() async throws -> [String] {
    let rows = try await client.query("SELECT name FROM schema_migration", logger: logger)
      .collect()
    let applied = Set(try rows.map { try $0.decode(String.self) })
    return ServerMigrations.steps.map(\.name).filter { !applied.contains($0) }
  }

  public func changeLogID() async throws -> String {
    let id = try await client.query(
      PostgresQuery(unsafeSQL: ChangeLogIdentity.select),
      logger: logger
    )
    .collect().first?
    .decode(String.self)
    guard let id else { throw ChangeLogIdentity.Missing() }
    return id
  }

  public func renewChangeLogID() async throws {
    let id = ChangeLogIdentity.newID()
    try await client.query("UPDATE change_log_identity SET id = \(id)", logger: logger)
      .collect()
  }

  // MARK: Metrics

  public func changeSequenceHead() async throws -> Int64 {
    // `sequence` is UNIQUE, so its index answers MAX without reading the records.
    try await client.query(
      "SELECT COALESCE(MAX(sequence), 0)::BIGINT FROM team_record",
      logger: logger
    ).collect().first?.decode(Int64.self) ?? 0
  }

  public func openSessionCount(now: Date) async throws -> Int {
    let count = try await client.query(
      "SELECT COUNT(*) FROM session WHERE expiresAt > \(now.timeIntervalSince1970)",
      logger: logger
    ).collect().first?.decode(Int64.self)
    return Int(count ?? 0)
  }

  // MARK: Administration

  public func addTeam(named name: String) async throws -> Team {
    let rows = try await client.query(
      "INSERT INTO team (name) VALUES (\(name)) ON CONFLICT (name) DO NOTHING RETURNING id",
      logger: logger
    ).collect()
    guard let row = rows.first else { throw ServerStoreError.teamExists(name) }
    return Team(id: try row.decode(Int64.self), name: name)
  }

  public func addNurse(username: String, team: String, passwordHash: String) async throws
    -> NurseSummary
  {
    try await transaction { db in
      guard
        let teamID = try await db.one(
          "SELECT id FROM team WHERE name = \(team)",
          Int64.self,
          self.logger
        )
      else { throw ServerStoreError.unknownTeam(team) }
      guard
        let id = try await db.one(
          """
          INSERT INTO nurse (username, teamID, passwordHash)
          VALUES (\(username), \(teamID), \(passwordHash))
          ON CONFLICT (username) DO NOTHING RETURNING id
          """,
          Int64.self,
          self.logger
        )
      else { throw ServerStoreError.usernameTaken(username) }
      return NurseSummary(id: id, username: username, team: team)
    }
  }

  public func nurses() async throws -> [NurseSummary] {
    try await client.query(
      """
      SELECT nurse.id, nurse.username, team.name, nurse.disabled FROM nurse
      JOIN team ON team.id = nurse.teamID ORDER BY nurse.username
      """,
      logger: logger
    ).collect().map { row in
      let (id, username, team, disabled) = try row.decode((Int64, String, String, Bool).self)
      return NurseSummary(id: id, username: username, team: team, disabled: disabled)
    }
  }

  public func auditLog(patientID: RecordID?) async throws -> [AuditEntry] {
    var binds = PostgresBindings()
    if let patientID { binds.append(patientID.text) }
    let sql = patientID == nil ? AuditQueries.all : AuditQueries.byPatient("$1")
    let query = PostgresQuery(unsafeSQL: sql, binds: binds)
    return try await client.query(query, logger: logger).collect().map { row in
      let (nurse, action, type, id, patient, at) = try row.decode(
        (String, String, String, String, String, Date).self
      )
      return AuditEntry(
        nurse: nurse,
        action: AuditAction(rawValue: action) ?? .read,
        recordType: type,
        recordID: id,
        patientID: patient,
        at: at
      )
    }
  }
}

extension PostgresConnection {
  /// The first row's single column, nil without a row.
  func one<Value: PostgresDecodable>(
    _ query: PostgresQuery,
    _ type: Value.Type,
    _ logger: Logger
  ) async throws -> Value? {
    try await self.query(query, logger: logger).collect().first?.decode(Value.self)
  }

  /// Every row.
  func rows(_ query: PostgresQuery, _ logger: Logger) async throws -> [PostgresRow] {
    try await self.query(query, logger: logger).collect()
  }

  /// Runs a statement whose rows, if any, are not needed.
  func run(_ query: PostgresQuery, _ logger: Logger) async throws {
    _ = try await self.query(query, logger: logger).collect()
  }
}
