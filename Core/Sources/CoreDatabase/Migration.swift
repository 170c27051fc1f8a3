import GRDB

/// One frozen schema step, registered by the library that owns the tables.
///
/// Names are `<library>.v<N>` (`patient.v1`, `wound.v1`). A migration that has shipped is never
/// edited: a change to the schema is a new migration.
public struct Migration: Sendable {
  /// The unique, stable name recorded in `grdb_migrations` once the migration has run.
  public let name: String
  /// The schema change, run once inside a transaction.
  public let migrate: @Sendable (Database) throws -> Void

  public init(_ name: String, migrate: @escaping @Sendable (Database) throws -> Void) {
    self.name = name
    self.migrate = migrate
  }
}

/// The store's transaction, as the modules that may not import GRDB themselves name it
/// (CoreSync hands it to the libraries' own record code).
public typealias StoreDatabase = Database

/// A fetched row, as CoreSync reads its own tables without importing GRDB.
public typealias StoreRow = Row

/// True when `error` is SQLite refusing a row for a constraint (a foreign key whose parent is
/// absent, a check): the row cannot be stored yet, the store itself is fine.
public func isConstraintViolation(_ error: any Error) -> Bool {
  (error as? DatabaseError)?.resultCode == .SQLITE_CONSTRAINT
}
