import GRDB

/// The columns a hand-written select reads, declared once as an enum: each case a column's
/// name (`CodingKey` gives it), `Int` raw values from 0 in the order declared. The select's
/// list is made from it (`list(in:)`) and a row is read through `SelectedRow`, by the index
/// each name has in the statement, found once per statement: a column is never read at a
/// position typed by hand, nor looked up by name for each value (the caseload reads a million).
public protocol SelectedColumn: CodingKey, CaseIterable, RawRepresentable<Int>, Sendable {}

extension SelectedColumn {
  /// The select's column list, `id, takenAt, …`, each qualified by `table` when given.
  public static func list(in table: String? = nil) -> String {
    allCases.map { (table.map { "\($0)." } ?? "") + $0.stringValue }.joined(separator: ", ")
  }

  /// Runs `statement`, handing over each row read by these columns' names.
  @inlinable
  public static func forEach(
    _ statement: Statement,
    arguments: StatementArguments = [],
    _ body: (SelectedRow<Self>) throws -> Void
  ) throws {
    let indexes = try ColumnIndexes<Self>(statement)
    let rows = try Row.fetchCursor(statement, arguments: arguments)
    while let row = try rows.next() { try body(SelectedRow(row, indexes)) }
  }
}

/// Where each of `Column`'s columns is in a statement's rows, found by name once.
public struct ColumnIndexes<Column: SelectedColumn>: Sendable {
  @usableFromInline let indexes: [Int]

  /// Throws naming a column `statement` does not select.
  public init(_ statement: Statement) throws {
    indexes = try Column.allCases.map { try statement.columnIndex(named: $0.stringValue) }
  }

  /// The index of `column` in the statement's rows.
  @inlinable
  public subscript(_ column: Column) -> Int { indexes[column.rawValue] }
}

extension Statement {
  /// GRDB's `index(ofColumn:)` (ignoring case, the leftmost), throwing naming a column the
  /// statement does not select.
  public func columnIndex(named name: String) throws -> Int {
    guard let index = index(ofColumn: name) else { throw StoredColumnUnreadable(column: name) }
    return index
  }
}

/// A row read by `Column`'s names: a value that does not read as the type asked for (a NULL
/// where one is required, text that is no id) throws naming its column, never its content.
public struct SelectedRow<Column: SelectedColumn> {
  /// The row as GRDB hands it over.
  public let row: Row
  @usableFromInline let indexes: ColumnIndexes<Column>

  /// `row`, read at the indexes `indexes` found.
  @inlinable
  public init(_ row: Row, _ indexes: ColumnIndexes<Column>) {
    self.row = row
    self.indexes = indexes
  }

  /// The value of `column`, read straight from SQLite's (GRDB's fast path).
  @inlinable
  public subscript<Value: DatabaseValueConvertible & StatementColumnConvertible>(
    _ column: Column
  ) -> Value {
    get throws {
      do { return try row.decode(Value.self, atIndex: indexes[column]) } catch {
        throw StoredColumnUnreadable(column: column.stringValue)
      }
    }
  }

  /// The typed id in `column` (`Row.typedID(atIndex:)`).
  @inlinable
  public func id<ID: TypedStoredID>(_ column: Column) throws -> ID {
    try row.typedID(atIndex: indexes[column])
  }

  /// The typed id in `column`, nil for NULL.
  @inlinable
  public func optionalID<ID: TypedStoredID>(_ column: Column) throws -> ID? {
    try row.optionalID(atIndex: indexes[column]).map(ID.init(rawValue:))
  }

  /// The value of `column` made into `Value` by `make`, which answers nil for a value that
  /// is not one: a stored value no rule accepts throws naming the column.
  @inlinable
  public func value<Stored: DatabaseValueConvertible & StatementColumnConvertible, Value>(
    _ column: Column,
    _ make: (Stored) -> Value?
  ) throws -> Value {
    guard let value = make(try self[column]) else {
      throw StoredColumnUnreadable(column: column.stringValue)
    }
    return value
  }

  /// The same for a column that may be NULL: nil for NULL.
  @inlinable
  public func optionalValue<Stored: DatabaseValueConvertible & StatementColumnConvertible, Value>(
    _ column: Column,
    _ make: (Stored) -> Value?
  ) throws -> Value? {
    guard let stored: Stored = try self[column] else { return nil }
    guard let value = make(stored) else { throw StoredColumnUnreadable(column: column.stringValue) }
    return value
  }
}

/// A column a read needs is missing, or holds what it cannot read: the store is damaged.
public struct StoredColumnUnreadable: Error, Equatable, CustomStringConvertible {
  /// The column read.
  public let column: String

  /// The column `column` named.
  public init(column: String) { self.column = column }

  /// What a person reads: the column named.
  public var description: String { "store: \(column) cannot be read" }
}
