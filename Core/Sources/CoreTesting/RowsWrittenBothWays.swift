import CoreDatabase
import Foundation
import GRDB

/// A row written by GRDB's `Codable` insert and by `StoreRecord`'s writes, its table compared
/// column by column as SQLite quotes each value (`quote()`: text, blob, integer, real and NULL
/// differ, and text byte for byte), so the store's one way to write a row is held to GRDB's.
///
/// A test conforms the row type to `MutablePersistableRecord` (the app's row types do not: they are
/// written one way) and asks for the differences, empty when both ways stored the same.
public enum RowsWrittenBothWays {
  /// Instants at the ends of what a row holds (1601-01-01, 9999-12-31 23:59:59.999), a half
  /// millisecond before the epoch and one that rounds up: where two ways of writing an instant
  /// would part.
  public static let instants = [
    Date(timeIntervalSince1970: -11_644_473_600),
    Date(timeIntervalSince1970: 253_402_300_799.999),
    Date(timeIntervalSince1970: -0.0005),
    Date(timeIntervalSince1970: 1_780_000_000.123_25),
  ]

  /// A text with combining marks, an emoji, an apostrophe, quotes, a slash and the two control
  /// characters a text of lines holds.
  public static let unicode = "Zoë \u{301}🩹 l'œdème\n\t\"cité\" / fin"

  /// The write compared, GRDB's on one side and `StoreRecord`'s on the other.
  public enum Write: Sendable {
    /// `insert` against `insertRow`.
    case insert
    /// `insert(onConflict: .replace)` against `replaceRow`.
    case replace
    /// `save` against `saveRow`.
    case save
    /// `update` against `updateRow`.
    case update
  }

  /// What differs in `row`'s table once `row` is written both ways, `existing` stored first
  /// (by `insertRow`) each time: one line per row that only one way stored, with its quoted
  /// columns. The table is emptied first and nothing is kept (the transaction rolls back);
  /// foreign keys are off meanwhile, so a row needs no parents.
  public static func differences<Row: StoreRecord & MutablePersistableRecord>(
    _ write: Write,
    _ row: Row,
    over existing: Row? = nil,
    in writer: any DatabaseWriter
  ) throws -> [String] {
    try writer.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA foreign_keys = OFF")
      defer { try? db.execute(sql: "PRAGMA foreign_keys = ON") }
      var tables: [[String]] = []
      try db.inTransaction {
        for grdb in [true, false] {
          try db.execute(sql: "DELETE FROM \(Row.databaseTableName.quotedDatabaseIdentifier)")
          try existing?.insertRow(db)
          try perform(write, row, grdb: grdb, in: db)
          tables.append(try quotedRows(of: Row.databaseTableName, in: db))
        }
        return .rollback
      }
      let (grdb, store) = (tables[0], tables[1])
      guard !grdb.isEmpty else { return ["nothing stored"] }
      return grdb.filter { !store.contains($0) }.map { "GRDB only: \($0)" }
        + store.filter { !grdb.contains($0) }.map { "StoreRecord only: \($0)" }
    }
  }

  private static func perform<Row: StoreRecord & MutablePersistableRecord>(
    _ write: Write,
    _ row: Row,
    grdb: Bool,
    in db: Database
  ) throws {
    var row = row
    switch (write, grdb) {
    case (.insert, true): try row.insert(db)
    case (.insert, false): try row.insertRow(db)
    case (.replace, true): try row.insert(db, onConflict: .replace)
    case (.replace, false): try row.replaceRow(db)
    case (.save, true): try row.save(db)
    case (.save, false): try row.saveRow(db)
    case (.update, true): try row.update(db)
    case (.update, false): try row.updateRow(db)
    }
  }

  /// Every row of `table`, each as its columns' `quote()`, in one order.
  private static func quotedRows(of table: String, in db: Database) throws -> [String] {
    let columns = try db.columns(in: table).map(\.name)
    let quoted = columns.map { "'\($0)=' || quote(\($0.quotedDatabaseIdentifier))" }
    return try String.fetchAll(
      db,
      sql:
        "SELECT \(quoted.joined(separator: " || ', ' || ")) FROM \(table.quotedDatabaseIdentifier)"
    ).sorted()
  }
}
