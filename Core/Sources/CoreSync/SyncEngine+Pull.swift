import CoreDatabase
import Foundation

extension SyncEngine {
  /// Pulls every feed to its end. Returns how many changes were applied.
  public func pull() async throws -> Int {
    var applied = 0
    for feed in feeds {
      applied += try await pull(feed)
    }
    return applied
  }

  private func pull<F: ChangeFeed>(_ feed: F) async throws -> Int {
    var cursor = try await SyncCursors.cursor(of: feed.name, in: store)
    var applied = 0
    while true {
      let since = cursor
      let page = try await Self.stoppingOn { try await feed.page(since: since, limit: pageSize) }
      applied += try await apply(page, of: feed)
      // A page that does not move the cursor forward would be asked for again for ever.
      guard page.hasMore, page.next > cursor else { break }
      cursor = page.next
    }
    return applied
  }

  /// Applies a page and stores its cursor in one transaction: both or neither.
  private func apply<F: ChangeFeed>(_ page: ChangePage<F.Change>, of feed: F) async throws
    -> Int
  {
    try await store.writer.write { db in
      guard let transaction = db as? F.Transaction else { throw SyncTransactionMismatch() }
      let applied = try feed.apply(page.changes, in: transaction)
      try db.execute(
        sql: """
          INSERT INTO sync_cursor (feed, cursor) VALUES (?, ?)
          ON CONFLICT (feed) DO UPDATE SET cursor = excluded.cursor
          """,
        arguments: [feed.name, page.next]
      )
      return applied
    }
  }
}
