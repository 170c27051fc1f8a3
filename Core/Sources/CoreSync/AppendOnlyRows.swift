import CoreContract
import CoreDatabase

/// The one check made for every append-only kind declared with its table
/// (`SyncedRecords(_:heldIn:…)`) before its record is read or stored: is it here already
/// (recorded on this device, or pulled before)? Then it never changes.
public enum AppendOnlyRows {
  /// Whether `table` holds the row whose `id` column is `id`.
  ///
  /// A pull asks this once per record, so the statement is prepared once per connection
  /// (a query built and prepared per record took a large share of a pull's time).
  /// `table` is the library's own table name, never text from the wire.
  public static func contains(_ id: RecordID, in table: String, db: StoreDatabase) throws -> Bool {
    let statement = try db.cachedStatement(
      sql: "SELECT EXISTS(SELECT 1 FROM \"\(table)\" WHERE id = ?)"
    )
    return try Bool.fetchOne(statement, arguments: [id.text]) ?? false
  }
}
