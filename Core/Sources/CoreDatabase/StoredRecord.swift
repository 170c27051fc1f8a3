import CoreContract
import GRDB

/// A team record stored as the contract declares it: one row of the table named after its
/// type (`wound`, `message`), one column per key of its `CodingKeys`, read and written by
/// GRDB's `Codable` support. A field added to the record needs only its column (a
/// migration), never a second row type that repeats the fields. SQLite and GRDB read column
/// names without regard to case, so an older `patientID` column is the record's `patientId`.
///
/// A wrapper rather than a conformance of the contract's types: the contract imports
/// Foundation only (the server shares it), and a library keeps its rows to itself.
public struct StoredRecord<Record: TeamRecord>: Codable, FetchableRecord, PersistableRecord {
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
