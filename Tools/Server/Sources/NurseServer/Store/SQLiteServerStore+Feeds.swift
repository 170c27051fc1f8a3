import Foundation
import GRDB

/// Change feeds: a table's rows and the feed's tombstones, merged in change-sequence order.
extension SQLiteServerStore {
  /// At most `limit + 1` rows of `table` and of the `feed`'s tombstones after `since`, for the
  /// team; each row is `sequence, payload, deletedID` (a tombstone has no payload).
  func feedRows(
    _ db: Database,
    table: String,
    feed: String,
    teamID: Int64,
    since: Int64,
    limit: Int
  ) throws -> [Row] {
    try Row.fetchAll(
      db,
      sql: """
        SELECT sequence, payload, NULL AS deletedID FROM \(table)
        WHERE teamID = ? AND sequence > ?
        UNION ALL
        SELECT sequence, NULL, recordID FROM tombstone
        WHERE feed = ? AND teamID = ? AND sequence > ?
        ORDER BY sequence LIMIT ?
        """,
      arguments: [teamID, since, feed, teamID, since, limit + 1]
    )
  }

  /// A feed page from `feedRows`: at most `limit` changes, plus whether more wait.
  func page<Record: Sendable>(
    _ rows: [Row],
    since: Int64,
    limit: Int,
    decode: (Data) throws -> Record
  ) throws -> ChangePage<Record> {
    let changes = try rows.prefix(limit).map {
      row -> (sequence: Int64, change: FeedChange<Record>) in
      let sequence: Int64 = row[0]
      if let deleted = (row[2] as String?).flatMap(RecordID.init) {
        return (sequence, .deleted(deleted))
      }
      return (sequence, .record(try decode(row[1])))
    }
    return ChangePage(
      changes: changes,
      next: changes.last?.sequence ?? since,
      hasMore: rows.count > limit
    )
  }

  /// Records that `recordID` left `feed`: the team's clients delete their copy when they pull.
  func appendTombstone(_ db: Database, feed: String, recordID: String, teamID: Int64) throws {
    let sequence = try nextSequence(
      db,
      recordType: "tombstone",
      recordID: recordID,
      teamID: teamID
    )
    try db.execute(
      sql: "INSERT INTO tombstone (sequence, feed, recordID, teamID) VALUES (?, ?, ?, ?)",
      arguments: [sequence, feed, recordID, teamID]
    )
  }
}

extension ChangePage {
  /// The records of the page, without its tombstones: what a feed read audits.
  var records: [Record] {
    changes.compactMap { change in
      if case .record(let record) = change.change { return record }
      return nil
    }
  }
}
