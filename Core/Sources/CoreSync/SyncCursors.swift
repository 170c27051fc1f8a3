import CoreDatabase
import Foundation

/// Where each change feed's cursor is kept: the `sync_cursor` table, one row per feed.
///
/// Cursors are the server's change sequence numbers, never clocks.
public enum SyncCursors {
  /// Creates `sync_cursor`. Registered once per store, by the first library in the app's
  /// migration list (LibPatient), so the libraries that come after it never register it again.
  public static let migration = Migration("sync.v1") { db in
    try db.create(table: "sync_cursor") { table in
      table.primaryKey("feed", .text)
      table.column("cursor", .integer).notNull()
    }
  }

  /// The stored cursor of `feed`, 0 (the beginning) when it was never pulled.
  public static func cursor(of feed: String, in store: Store) async throws -> Int64 {
    try await store.writer.read { db in
      try Int64.fetchOne(
        db,
        sql: "SELECT cursor FROM sync_cursor WHERE feed = ?",
        arguments: [feed]
      ) ?? 0
    }
  }
}
