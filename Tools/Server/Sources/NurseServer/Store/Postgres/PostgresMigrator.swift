import Foundation
import Logging
import PostgresNIO

/// Applies `ServerMigrations.steps` to a PostgreSQL database, each once, in order.
///
/// Instances that start together take a session advisory lock first, so one migrates and the
/// others then find the steps done. Each step commits with its name in `schema_migration`.
enum PostgresMigrator {
  /// The advisory lock's key while migrating (any number no other lock uses).
  static let lockKey: Int64 = 0x6E75_7273_655F_6D69

  static func migrate(_ client: PostgresClient, logger: Logger) async throws {
    try await client.withConnection { connection in
      try await connection.run("SELECT pg_advisory_lock(\(lockKey))", logger)
      do {
        try await apply(connection, logger)
      } catch {
        try? await connection.run("SELECT pg_advisory_unlock(\(lockKey))", logger)
        throw error
      }
      try await connection.run("SELECT pg_advisory_unlock(\(lockKey))", logger)
    }
  }

  /// The names of the steps already applied.
  static func applied(_ connection: PostgresConnection, _ logger: Logger) async throws -> Set<
    String
  > {
    try await connection.run(
      "CREATE TABLE IF NOT EXISTS schema_migration (name TEXT PRIMARY KEY)",
      logger
    )
    let rows = try await connection.rows("SELECT name FROM schema_migration", logger)
    return Set(try rows.map { try $0.decode(String.self) })
  }

  private static func apply(_ connection: PostgresConnection, _ logger: Logger) async throws {
    let done = try await applied(connection, logger)
    for step in ServerMigrations.steps where !done.contains(step.name) {
      try await connection.withTransaction(logger: logger) { connection in
        for statement in statements(step.postgres) {
          try await connection.run(PostgresQuery(unsafeSQL: statement), logger)
        }
        try await connection.run(
          "INSERT INTO schema_migration (name) VALUES (\(step.name))",
          logger
        )
      }
    }
  }

  /// A step's statements one by one (the extended protocol takes one at a time): they end
  /// with `;` at the end of a line, and comment lines are left out.
  static func statements(_ sql: String) -> [String] {
    let lines = sql.split(separator: "\n").filter {
      !$0.trimmingCharacters(in: .whitespaces).hasPrefix("--")
    }
    return lines.joined(separator: "\n").components(separatedBy: ";\n")
      .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
      .map { $0.hasSuffix(";") ? String($0.dropLast()) : $0 }
      .filter { !$0.isEmpty }
  }
}
