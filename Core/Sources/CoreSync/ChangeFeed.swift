import Foundation

/// One of the server's change feeds (`GET /v1/<resource>/changes`), as a library reads it.
///
/// `SyncEngine` walks the feed page by page from the stored cursor and applies each page in
/// one transaction together with its new cursor, so a pull cut short resumes where it stopped.
public protocol ChangeFeed: Sendable {
  /// The store transaction `apply(_:in:)` runs in (GRDB's `Database` for a CoreDatabase store).
  associatedtype Transaction
  /// One entry of the feed: a record or a tombstone.
  associatedtype Change: Sendable

  /// The feed's stable name, the key of its cursor (`patients`, `braden`).
  var name: String { get }

  /// The page of changes after `cursor`, at most `limit` of them.
  func page(since cursor: Int64, limit: Int) async throws -> ChangePage<Change>

  /// Applies `changes` to the local store, inside the transaction that stores the cursor.
  /// Returns how many changes touched the store.
  func apply(_ changes: [Change], in transaction: Transaction) throws -> Int
}

/// A page of a change feed.
public struct ChangePage<Change: Sendable>: Sendable {
  /// The changes, in the server's change-sequence order.
  public var changes: [Change]
  /// The cursor to send as `since` for the next page.
  public var next: Int64
  /// True when more pages follow.
  public var hasMore: Bool

  public init(changes: [Change], next: Int64, hasMore: Bool) {
    self.changes = changes
    self.next = next
    self.hasMore = hasMore
  }
}
