import Foundation
import GRDB
import Testing

@testable import CoreDatabase

@Suite("Id prefixes")
struct IDPrefixTests {
  @Test func aUUIDPrefixNeedsFourHexDigitsAndHyphensWhereTheUUIDHasThem() {
    #expect(IDPrefix("3F2A")?.text == "3f2a")
    #expect(IDPrefix(" 3f2a") == nil)
    #expect(IDPrefix("3f2") == nil)
    #expect(IDPrefix("3f2a9c01-7b")?.text == "3f2a9c01-7b")
    #expect(IDPrefix("3f2a-9c01") == nil)
    #expect(IDPrefix("3f2g") == nil)
    #expect(IDPrefix("３f2a") == nil)
    #expect(IDPrefix("3f2a9c01-7b4e-4d1a-9a55-0c6e2b7d8f10")?.text.count == 36)
    #expect(IDPrefix("3f2a9c01-7b4e-4d1a-9a55-0c6e2b7d8f101") == nil)
  }

  @Test func aSHA256PrefixHasNoHyphensAndUpTo64Digits() {
    #expect(IDPrefix("ab12cd34ef", shape: .sha256)?.text == "ab12cd34ef")
    #expect(IDPrefix("ab12cd34-e", shape: .sha256) == nil)
    #expect(IDPrefix(String(repeating: "a", count: 64), shape: .sha256) != nil)
    #expect(IDPrefix(String(repeating: "a", count: 65), shape: .sha256) == nil)
  }

  /// The ids sit in a column of the default (case-sensitive) collation: `LIKE` read every row.
  @Test func theLookupSearchesTheIndexInsteadOfReadingTheTable() throws {
    let queue = try DatabaseQueue()
    let plan = try queue.write { db in
      try db.execute(sql: "CREATE TABLE thing (id TEXT PRIMARY KEY)")
      return try Row.fetchAll(
        db,
        sql: "EXPLAIN QUERY PLAN " + IDPrefix.sql(table: "thing", column: "id", limited: true),
        arguments: ["3f2a", "3f2b", 100]
      ).map { $0["detail"] as String }
    }
    #expect(plan.contains { $0.contains("SEARCH thing USING COVERING INDEX") }, "\(plan)")
  }

  @Test func idsStartingWithThePrefixInOrderUpToTheLimit() throws {
    let queue = try DatabaseQueue()
    try queue.write { db in
      try db.execute(sql: "CREATE TABLE thing (id TEXT PRIMARY KEY)")
      for id in ["3f2a0002", "3f2a0001", "3f2b0000", "03f2a000", "3f2b", "3f2", "3f2a"] {
        try db.execute(sql: "INSERT INTO thing (id) VALUES (?)", arguments: [id])
      }
    }
    let prefix = try #require(IDPrefix("3F2A"))
    let all: [String] = try queue.read { db in try prefix.ids(in: "thing", db) }
    let first: [String] = try queue.read { db in try prefix.ids(in: "thing", limit: 1, db) }
    #expect(all == ["3f2a", "3f2a0001", "3f2a0002"])
    #expect(first == ["3f2a"])
  }
}
