import Foundation
import Logging
import PostgresNIO
import Testing

@testable import NurseServer

/// The engines the store tests run on: every such test runs once on each.
enum StoreEngine: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case sqlite, postgres

  static let all = allCases

  var testDescription: String { rawValue }
}

/// The PostgreSQL cluster the tests use: `NURSE_TEST_POSTGRES_URL`, which `Tools/with-postgres`
/// (and so `Tools/test-all` and CI) sets. Each test gets a database of its own in it.
enum TestPostgres {
  /// The cluster's URL; a test without it fails saying how to run it (it is never skipped).
  static var url: URLComponents {
    get throws {
      guard let text = ProcessInfo.processInfo.environment["NURSE_TEST_POSTGRES_URL"],
        let url = URLComponents(string: text)
      else {
        throw ServerProcess.Failure(
          "NURSE_TEST_POSTGRES_URL is not set: run the tests under Tools/with-postgres"
        )
      }
      return url
    }
  }

  /// The URL of a new, empty database in the cluster; `pool` caps each instance's
  /// connections so that many tests at once stay under the cluster's limit.
  static func freshDatabase(pool: Int = 4) async throws -> String {
    var url = try url
    let name = "nurse_\(UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased())"
    try await administer("CREATE DATABASE \(name)")
    url.path = "/\(name)"
    url.queryItems = [
      URLQueryItem(name: "sslmode", value: "disable"), URLQueryItem(name: "pool", value: "\(pool)"),
    ]
    return try #require(url.string)
  }

  /// Runs one statement on the cluster's own database, on a connection of its own.
  static func administer(_ sql: String) async throws {
    let url = try url
    let configuration = PostgresConnection.Configuration(
      host: url.host ?? "127.0.0.1",
      port: url.port ?? 5432,
      username: url.user ?? "postgres",
      password: url.password,
      database: String(url.path.drop(while: { $0 == "/" })),
      tls: .disable
    )
    let connection = try await PostgresConnection.connect(
      configuration: configuration,
      id: 1,
      logger: Logger(label: "nurse-server-tests")
    )
    do {
      try await connection.query(PostgresQuery(unsafeSQL: sql), logger: connection.logger)
      try await connection.close()
    } catch {
      try? await connection.close()
      throw error
    }
  }
}
