import Foundation
import GRDB
import Testing

@testable import CoreDatabase

/// Ids are stored as text and read back by position without GRDB's `UUID` decoding: the same
/// ids, whether the row is read from a cursor or copied, and a damaged column named.
@Suite("Stored ids")
struct StoredIDTests {
  /// A table `t` of `count` ids in `id`, every second one upper case (written by hand or by an
  /// older tool), and the same text in `other` except every third row's NULL.
  static func tableOfIDs(_ count: Int) throws -> (DatabaseQueue, [UUID]) {
    let queue = try DatabaseQueue()
    let ids = (0..<count).map { _ in UUID() }
    try queue.write { db in
      try db.execute(sql: "CREATE TABLE t (id TEXT NOT NULL, other TEXT)")
      for (index, id) in ids.enumerated() {
        let text = index.isMultiple(of: 2) ? id.databaseKey : id.uuidString
        try db.execute(
          sql: "INSERT INTO t VALUES (?, ?)",
          arguments: [text, index.isMultiple(of: 3) ? nil : text]
        )
      }
    }
    return (queue, ids)
  }

  @Test func anIdReadsBackAsGRDBReadsItFromACursorAndFromACopiedRow() throws {
    let (queue, ids) = try Self.tableOfIDs(200)
    try queue.read { db in
      let cursor = try Row.fetchCursor(db, sql: "SELECT id, other FROM t ORDER BY rowid")
      var read: [UUID] = []
      while let row = try cursor.next() {
        #expect(try row.id(atIndex: 0) == row.decode(UUID.self, atIndex: 0))
        #expect(try row.optionalID(atIndex: 1) == row.decode(UUID?.self, atIndex: 1))
        read.append(try row.id(atIndex: 0))
      }
      #expect(read == ids)
      let copied = try Row.fetchAll(db, sql: "SELECT id, other FROM t ORDER BY rowid")
      #expect(try copied.map { try $0.id(atIndex: 0) } == ids)
      #expect(try copied.map { try $0.optionalID(atIndex: 1) } == copied.map { $0[1] as UUID? })
    }
  }

  @Test func aColumnHoldingNoIdIsNamed() throws {
    let queue = try DatabaseQueue()
    try queue.read { db in
      for text in ["", "not an id", "3f2a9c01-7b4e-4d1a-9a55-0c6e2b7d8f1", "3f2a9c01+7b4e"] {
        let row = try #require(try Row.fetchOne(db, sql: "SELECT ? AS woundID", arguments: [text]))
        #expect(throws: StoredColumnUnreadable.self) { try row.id(atIndex: 0) }
        #expect(throws: StoredColumnUnreadable.self) { try row.optionalID(atIndex: 0) }
        #expect("\(StoredColumnUnreadable(column: "woundID"))" == "store: woundID cannot be read")
      }
      let null = try #require(try Row.fetchOne(db, sql: "SELECT NULL AS supersedes"))
      #expect(try null.optionalID(atIndex: 0) == nil)
      #expect(throws: StoredColumnUnreadable.self) { try null.id(atIndex: 0) }
    }
  }
}
