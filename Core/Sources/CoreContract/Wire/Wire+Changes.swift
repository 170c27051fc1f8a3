import Foundation

extension Wire {
  /// One entry of the team's change log: a record as it now is, or, with no `record`, the
  /// tombstone of one that was erased.
  public struct Change: Codable, Equatable, Sendable {
    /// The server's change sequence number: the pull cursor, never a clock.
    public var sequence: Int64
    public var type: RecordType
    public var id: RecordID
    /// The record's wire JSON; nil for a tombstone.
    public var record: JSONValue?

    /// A change with every field given.
    public init(sequence: Int64, type: RecordType, id: RecordID, record: JSONValue?) {
      self.sequence = sequence
      self.type = type
      self.id = id
      self.record = record
    }

    /// True when the record was erased.
    public var isTombstone: Bool { record == nil }
  }

  /// A page of `GET /v1/changes?since=<cursor>&limit=<n>`, in sequence order.
  public struct ChangePage: Codable, Equatable, Sendable {
    public var changes: [Change]
    /// The cursor to send as `since` for the next page.
    public var next: Int64
    /// True when more pages follow.
    public var hasMore: Bool
    /// The change log's identity: a new one means the server was restored from a backup and
    /// its numbers went back, so a cursor of the old log means nothing (docs/sync.md, "A
    /// server restored from a backup"). Nil from a server that does not say.
    public var log: String?

    /// A page with every field given.
    public init(changes: [Change], next: Int64, hasMore: Bool, log: String? = nil) {
      self.changes = changes
      self.next = next
      self.hasMore = hasMore
      self.log = log
    }
  }
}
