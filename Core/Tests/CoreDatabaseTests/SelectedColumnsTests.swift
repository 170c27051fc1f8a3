import Foundation
import GRDB
import Testing

@testable import CoreDatabase

/// A hand-written select read by its columns' names, found once per statement: the same
/// values whatever the select's order, and a damaged or missing column named.
@Suite("Selected columns")
struct SelectedColumnsTests {
  enum Column: Int, SelectedColumn { case id, other, count }

  /// A typed id, as the libraries' `Tagged` ids are.
  struct ID: TypedStoredID, Equatable {
    var rawValue: UUID
  }

  struct Read: Equatable {
    var id: ID
    var other: ID?
    var count: Int
  }

  static func read(_ sql: String, _ db: Database) throws -> [Read] {
    var read: [Read] = []
    try Column.forEach(db.makeStatement(sql: sql)) { row in
      read.append(
        Read(id: try row.id(.id), other: try row.optionalID(.other), count: try row[.count])
      )
    }
    return read
  }

  @Test func aSelectInAnyOrderReadsTheSameValues() throws {
    let (queue, ids) = try StoredIDTests.tableOfIDs(50)
    try queue.read { db in
      let declared = try Self.read(
        "SELECT \(Column.list()) FROM (SELECT *, rowid AS count FROM t)",
        db
      )
      #expect(declared.map(\.id.rawValue) == ids)
      #expect(declared.map(\.count) == Array(1...50))
      let reordered = try Self.read("SELECT rowid AS count, other, 0 AS x, ID FROM t", db)
      #expect(reordered == declared)
      #expect(Column.list(in: "t") == "t.id, t.other, t.count")
    }
  }

  @Test func aMissingOrDamagedColumnIsNamedNeverItsContent() throws {
    let queue = try DatabaseQueue()
    try queue.read { db in
      #expect(throws: StoredColumnUnreadable(column: "count")) {
        try Self.read("SELECT 'a' AS id, NULL AS other", db)
      }
      let id = UUID().databaseKey
      #expect(throws: StoredColumnUnreadable(column: "count")) {
        try Self.read("SELECT '\(id)' AS id, NULL AS other, NULL AS count", db)
      }
      #expect(throws: StoredColumnUnreadable(column: "other")) {
        try Self.read("SELECT '\(id)' AS id, 'Dupont' AS other, 1 AS count", db)
      }
      let sql = "SELECT '\(id)' AS id, NULL AS other, 'Dupont' AS count"
      try Column.forEach(db.makeStatement(sql: sql)) { row in
        #expect(throws: StoredColumnUnreadable(column: "count")) {
          try row.value(.count) { (text: String) in Int(text) }
        }
        let other = try row.optionalValue(.other) { (text: String) in text }
        #expect(other == nil)
        #expect("\(StoredColumnUnreadable(column: "count"))" == "store: count cannot be read")
      }
    }
  }
}
