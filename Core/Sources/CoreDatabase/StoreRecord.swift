import Foundation
import GRDB

/// A row type of this store's tables, written one way: `insertRow`, `replaceRow`, `saveRow`
/// and `updateRow`, each a statement prepared once per connection for the row's type, its
/// arguments read from the row's `Encodable` columns in one pass (`StoreRowEncoder`).
///
/// The bytes stored are those GRDB's `Codable` insert writes (a test writes every row type both
/// ways): an instant is `StoredInstant`'s text, an id (`UUID`) lowercase text, `Data` a blob, a
/// list its JSON text, a nil optional NULL. GRDB's own insert built and hashed the statement's
/// SQL again for every row and encoded it into an ordered dictionary first (docs/speed.md).
/// Row types do not conform to `PersistableRecord`, so no row is written another way.
public protocol StoreRecord: EncodableRecord, TableRecord, Encodable {}

extension StoreRecord {
  /// `StoredInstant`'s text for every instant column.
  public static func databaseDateEncodingStrategy(for column: String)
    -> DatabaseDateEncodingStrategy
  {
    StoredInstant.encoding
  }

  /// Every id as lowercase text, the form a row's reads and joins compare with.
  public static func databaseUUIDEncodingStrategy(for column: String)
    -> DatabaseUUIDEncodingStrategy
  {
    .lowercaseString
  }

  /// Inserts the row; a conflict with a row already there throws.
  public func insertRow(_ db: Database) throws {
    let (layout, values) = try StoreRowLayout.of(self)
    try layout.execute(layout.insert, values, in: db)
  }

  /// Inserts the row, replacing the one a unique key already names (`INSERT OR REPLACE`).
  /// Only for a table that no other table refers to: the row replaced is deleted first.
  public func replaceRow(_ db: Database) throws {
    let (layout, values) = try StoreRowLayout.of(self)
    try layout.execute(layout.replace, values, in: db)
  }

  /// Updates the row its primary key names, or inserts it when there is none.
  public func saveRow(_ db: Database) throws {
    let (layout, values) = try StoreRowLayout.of(self)
    if try !layout.update(values, in: db) {
      try layout.execute(layout.insert, values, in: db)
    }
  }

  /// Updates the row its primary key names; throws `RecordError.recordNotFound` when there is
  /// none.
  public func updateRow(_ db: Database) throws {
    let (layout, values) = try StoreRowLayout.of(self)
    guard try layout.update(values, in: db) else {
      throw RecordError.recordNotFound(
        databaseTableName: layout.table,
        key: try layout.primaryKey(values, in: db)
      )
    }
  }
}

/// A row type's columns, in the order it encodes them, and its statements' SQL: computed once
/// per type, then looked up for each row.
struct StoreRowLayout: Sendable {
  let table: String
  let columns: [String]
  let insert: String
  let replace: String

  init(table: String, columns: [String]) {
    self.table = table
    self.columns = columns
    let names = columns.map(\.quotedDatabaseIdentifier).joined(separator: ", ")
    let marks = Array(repeating: "?", count: columns.count).joined(separator: ", ")
    let into = "INTO \(table.quotedDatabaseIdentifier) (\(names)) VALUES (\(marks))"
    insert = "INSERT " + into
    replace = "INSERT OR REPLACE " + into
  }

  /// The layouts seen, by row type.
  private nonisolated(unsafe) static var known: [ObjectIdentifier: StoreRowLayout] = [:]
  private static let lock = NSLock()

  /// `row`'s layout and its values in the layout's order. A type whose encoding names other
  /// columns than the last time (none does: their `Codable` is synthesized) gets a new layout.
  static func of<Row: StoreRecord>(_ row: Row) throws -> (StoreRowLayout, [DatabaseValue]) {
    let type = ObjectIdentifier(Row.self)
    lock.lock()
    let known = known[type]
    lock.unlock()
    let encoder = StoreRowEncoder(for: Row.self, count: known?.columns.count ?? 16)
    try row.encode(to: encoder)
    if let known, known.columns == encoder.columns { return (known, encoder.values) }
    let layout = StoreRowLayout(table: Row.databaseTableName, columns: encoder.columns)
    lock.lock()
    Self.known[type] = layout
    lock.unlock()
    return (layout, encoder.values)
  }

  /// Runs `sql` with `values`, from the connection's statements prepared before.
  func execute(_ sql: String, _ values: [DatabaseValue], in db: Database) throws {
    let statement = try db.cachedStatement(sql: sql)
    // Handed over as optionals: GRDB reads a list of `DatabaseValue`s through a key path it
    // makes again for every statement.
    var arguments: [(any DatabaseValueConvertible)?] = []
    arguments.reserveCapacity(values.count)
    for value in values { arguments.append(value) }
    // One value per column the SQL names, by construction.
    statement.setUncheckedArguments(StatementArguments(arguments))
    try statement.execute()
  }

  /// Updates the row whose primary key `values` hold, every other column set to its value.
  /// False when no row has that key (or the key is NULL), as GRDB's `save` tells an update
  /// from an insert.
  func update(_ values: [DatabaseValue], in db: Database) throws -> Bool {
    let key = try db.primaryKey(table).columns
    let lowercaseKey = key.map { $0.lowercased() }
    var assignments: [String] = []
    var assigned: [DatabaseValue] = []
    var keyValues = [DatabaseValue](repeating: .null, count: key.count)
    for (column, value) in zip(columns, values) {
      if let index = lowercaseKey.firstIndex(of: column.lowercased()) {
        keyValues[index] = value
      } else {
        assignments.append("\(column.quotedDatabaseIdentifier) = ?")
        assigned.append(value)
      }
    }
    guard !keyValues.allSatisfy(\.isNull) else { return false }
    let condition = key.map { "\($0.quotedDatabaseIdentifier) = ?" }
    if assignments.isEmpty { assignments = [condition[0]]; assigned = [keyValues[0]] }
    try execute(
      "UPDATE \(table.quotedDatabaseIdentifier) SET \(assignments.joined(separator: ", ")) "
        + "WHERE \(condition.joined(separator: " AND "))",
      assigned + keyValues,
      in: db
    )
    return db.changesCount > 0
  }

  /// The primary key `values` hold, by column, for `RecordError.recordNotFound`.
  func primaryKey(_ values: [DatabaseValue], in db: Database) throws -> [String: DatabaseValue] {
    let key = Set(try db.primaryKey(table).columns.map { $0.lowercased() })
    var found: [String: DatabaseValue] = [:]
    for (column, value) in zip(columns, values) where key.contains(column.lowercased()) {
      found[column] = value
    }
    return found
  }
}
