import CoreContract
import GRDB

/// A team record stored as the contract declares it: one row of the table named after its
/// type (`wound`, `message`), one column per key of its `CodingKeys`, read by GRDB's `Codable`
/// support and written as every `StoreRecord` is. A field added to the record needs only its column (a
/// migration), never a second row type that repeats the fields. SQLite and GRDB read column
/// names without regard to case, so an older `patientID` column is the record's `patientId`.
///
/// A wrapper rather than a conformance of the contract's types: the contract imports
/// Foundation only (the server shares it), and a library keeps its rows to itself.
public struct StoredRecord<Record: TeamRecord>: Codable, FetchableRecord, StoreRecord {
  /// The record the row holds.
  public var record: Record

  /// The row of `record`.
  public init(_ record: Record) { self.record = record }

  /// Reads the record from a row, column by column as its `CodingKeys` name them.
  public init(from decoder: any Decoder) throws { record = try Record(from: decoder) }

  /// Writes the record into a row; a nil optional is written as NULL.
  public func encode(to encoder: any Encoder) throws { try record.encode(to: encoder) }

  /// The record's type, `wound` for `Wire.Wound`: the table's name.
  public static var databaseTableName: String { Record.type.rawValue }
}

extension StoredRecord {
  /// A migration per key of the record, named `<type>.column.<key>` (`wound.column.notes`),
  /// that adds the key's column when the table lacks it: a new optional field of the record
  /// gets its column from its declaration, with no migration written for it. The column is
  /// nullable and has no declared type (SQLite keeps what GRDB writes: text, a number, an
  /// instant as text). A column the frozen migrations made is left as it is, so on a store
  /// that has them these do nothing; they run once each, like any migration.
  ///
  /// A table lists these after its frozen migrations. A field that needs more than a
  /// nullable column (a required value, a default, an index) still takes a migration of its
  /// own, listed before these.
  public static var columnMigrations: [Migration] {
    Record.CodingKeys.allCases.map { key in
      let column = key.stringValue
      return Migration("\(databaseTableName).column.\(column)") { db in
        // SQLite and GRDB read column names without regard to case (`patientID`).
        let columns = try db.columns(in: databaseTableName).map { $0.name.lowercased() }
        guard !columns.contains(column.lowercased()) else { return }
        try db.alter(table: databaseTableName) { table in table.add(column: column) }
      }
    }
  }
}
