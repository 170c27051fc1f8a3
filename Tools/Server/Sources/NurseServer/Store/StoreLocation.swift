import Foundation

/// Which database a `nurse-server` command uses: a SQLite file (the default) or PostgreSQL.
public enum StoreLocation: Sendable {
  case sqlite(path: String)
  case postgres(PostgresLocation)

  /// `--database` (a `postgres://` URL or a SQLite path), else `--db`, else
  /// `NURSE_SERVER_DATABASE`, else the default SQLite file. Throws a usage error naming the
  /// option at fault.
  public static func resolve(
    db: String?,
    database: String?,
    environment: [String: String]
  ) throws(UsageError) -> StoreLocation {
    if db != nil, database != nil {
      throw UsageError("--db and --database name the same thing: give one")
    }
    let variable = environment["NURSE_SERVER_DATABASE"].flatMap { $0.isEmpty ? nil : $0 }
    guard let text = database ?? db ?? variable else {
      return .sqlite(path: DatabaseFile.defaultPath(environment: environment))
    }
    if PostgresLocation.isPostgresURL(text) { return .postgres(try PostgresLocation(url: text)) }
    if text.contains("://") {
      throw UsageError("--database must be a postgres:// URL or the path of a SQLite file")
    }
    return .sqlite(path: text)
  }

  /// Opens (and migrates) the store.
  public func open() async throws -> any ServerStore {
    switch self {
    case .sqlite(let path): try SQLiteServerStore(path: path)
    case .postgres(let location): try await PostgresServerStore(location)
    }
  }
}
