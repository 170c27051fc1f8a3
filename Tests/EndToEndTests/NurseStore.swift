import Foundation
import GRDB

/// Reading a nurse's store from the test, read-only, beside any `nurse` process using it.
extension NurseSandbox {
  /// Every row of every table of the store, to prove a refused command wrote nothing.
  func storeFingerprint(at url: URL? = nil) throws -> String {
    try readStore(at: url) { db in
      let tables = try String.fetchAll(
        db,
        sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
      )
      return try tables.map { table in
        let rows = try Row.fetchAll(db, sql: "SELECT * FROM \"\(table)\" ORDER BY rowid")
        return "\(table): \(rows.map(\.description).joined(separator: "; "))"
      }.joined(separator: "\n")
    }
  }

  /// Reads the store read-only, beside any `nurse` process that may have it open.
  func readStore<T>(at url: URL? = nil, _ read: (Database) throws -> T) throws -> T {
    var configuration = Configuration()
    configuration.readonly = true
    let queue = try DatabaseQueue(path: (url ?? store).path, configuration: configuration)
    return try queue.read(read)
  }
}
