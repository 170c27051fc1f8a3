import Foundation
import PostgresNIO

/// A `postgres://user:password@host:port/database?sslmode=…` URL, checked before anything
/// connects; the password is never printed back.
public struct PostgresLocation: Sendable {
  /// What the pool connects with.
  public var configuration: PostgresClient.Configuration

  /// Whether `text` names a PostgreSQL database rather than a SQLite file.
  public static func isPostgresURL(_ text: String) -> Bool {
    text.hasPrefix("postgres://") || text.hasPrefix("postgresql://")
  }

  /// Reads the URL; throws a usage error naming what is wrong. `sslmode` is `disable`,
  /// `prefer` (the default: TLS when the server offers it) or `require`; `pool` is the most
  /// connections this instance opens (default 20).
  public init(url text: String) throws(UsageError) {
    guard Self.isPostgresURL(text), let url = URLComponents(string: text), let host = url.host,
      !host.isEmpty
    else {
      throw UsageError("--database must be postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE")
    }
    guard let user = url.user, !user.isEmpty else {
      throw UsageError("--database names no user (postgres://USER@HOST/DATABASE)")
    }
    let database = String(url.path.drop(while: { $0 == "/" }))
    guard !database.isEmpty else {
      throw UsageError("--database names no database (postgres://USER@HOST/DATABASE)")
    }
    var tls = PostgresClient.Configuration.TLS.prefer(.makeClientConfiguration())
    var connections = 20
    for item in url.queryItems ?? [] {
      switch (item.name, item.value ?? "") {
      case ("sslmode", "disable"): tls = .disable
      case ("sslmode", "prefer"): break
      case ("sslmode", "require"): tls = .require(.makeClientConfiguration())
      case ("pool", let value):
        guard let count = Int(value), (1...1000).contains(count) else {
          throw UsageError("--database's pool must be a number of connections from 1 to 1000")
        }
        connections = count
      default:
        throw UsageError(
          "--database's \(item.name) is not understood (sslmode=disable|prefer|require, pool=N)"
        )
      }
    }
    configuration = PostgresClient.Configuration(
      host: host,
      port: url.port ?? 5432,
      username: user.removingPercentEncoding ?? user,
      password: url.password.map { $0.removingPercentEncoding ?? $0 },
      database: database,
      tls: tls
    )
    configuration.options.maximumConnections = connections
  }
}
