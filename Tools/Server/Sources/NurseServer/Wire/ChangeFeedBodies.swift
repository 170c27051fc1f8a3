import Foundation

/// One entry of a change feed: a record as it now is, or the id of one that left the feed.
///
/// The record's key follows its kind: `patient`, `braden`, `wound`, `assessment` or `photo`.
struct ChangeEntry<Record: Encodable & Sendable>: Encodable, Sendable {
  var sequence: Int64
  var record: Record?
  var deletedId: RecordID?
  var recordKey: String

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(sequence, forKey: Key("sequence"))
    try container.encodeIfPresent(record, forKey: Key(recordKey))
    try container.encodeIfPresent(deletedId, forKey: Key("deletedId"))
  }
}

/// A page of a change feed: `next` is the cursor to send as `since` for the following page.
struct ChangesPageBody<Record: Encodable & Sendable>: Encodable, Sendable {
  var changes: [ChangeEntry<Record>]
  var next: Int64
  var hasMore: Bool

  /// The body of `page`, each record under `key`, each tombstone as `deletedId`.
  init(_ page: ChangePage<Record>, key: @escaping (Record) -> String) {
    changes = page.changes.map { change in
      switch change.change {
      case .record(let record):
        return ChangeEntry(
          sequence: change.sequence,
          record: record,
          deletedId: nil,
          recordKey: key(record)
        )
      case .deleted(let id):
        return ChangeEntry(sequence: change.sequence, record: nil, deletedId: id, recordKey: "")
      }
    }
    next = page.next
    hasMore = page.hasMore
  }
}
