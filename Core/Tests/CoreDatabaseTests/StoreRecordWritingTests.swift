import CoreContract
import CoreTesting
import Foundation
import GRDB
import Testing

@testable import CoreDatabase

/// `StoreRecord`'s writes store what GRDB's `Codable` insert, replace, save and update store,
/// byte for byte: every kind of column GRDB encodes (`EveryColumn`), the outbox's entries and
/// the contract's records kept as they are (`StoredRecord`). The libraries hold their own row
/// types to the same (`RowWritingTests` in each).
@Suite("StoreRecord writes")
struct StoreRecordWritingTests {
  @Test("Every kind of column is stored as GRDB stores it, NULLs, unicode and extreme instants")
  func everyColumn() throws {
    let queue = try DatabaseQueue()
    try queue.write { db in
      // No declared types: SQLite keeps each value as bound, so a text or a number shows.
      try db.execute(sql: "CREATE TABLE every_column (id PRIMARY KEY, \(EveryColumn.others))")
    }
    for row in EveryColumn.rows {
      for write in [RowsWrittenBothWays.Write.insert, .replace, .save] {
        #expect(try RowsWrittenBothWays.differences(write, row, in: queue) == [])
      }
      let before = EveryColumn.rows[0].with(id: row.id)
      for write in [RowsWrittenBothWays.Write.replace, .save, .update] {
        #expect(try RowsWrittenBothWays.differences(write, row, over: before, in: queue) == [])
      }
    }
  }

  @Test("An update of a row that is not there throws, as GRDB's does")
  func updateOfNothing() throws {
    let queue = try DatabaseQueue()
    try queue.write { db in
      try db.execute(sql: "CREATE TABLE every_column (id PRIMARY KEY, \(EveryColumn.others))")
      #expect(throws: RecordError.self) { try EveryColumn.rows[0].updateRow(db) }
      #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM every_column") == 0)
    }
  }

  @Test("An outbox entry is stored as GRDB stores it; without an id, SQLite gives it one")
  func outboxEntry() throws {
    let store = try TemporaryStore(migrations: [])
    for payload in [Data(), Data("{\"note\":\"Zoë 🩹 l'œdème\\n\"}".utf8), Data([0, 255, 10])] {
      var entry = OutboxEntry(
        entityType: "wound",
        entityID: UUID(),
        operation: .update,
        payload: payload,
        baseVersion: payload.isEmpty ? nil : Int.max,
        createdAt: Date(timeIntervalSince1970: -11_644_473_600)
      )
      entry.lastError = payload.isEmpty ? nil : "délai dépassé"
      // Given an id, both ways store the same; without one, SQLite numbers each insert anew.
      entry.id = 7
      #expect(try RowsWrittenBothWays.differences(.insert, entry, in: store.store.writer) == [])
      entry.id = nil
      let stored = try store.store.writer.write { db in
        try Outbox.enqueue(entry, in: db)
        return try Outbox.pending(in: db).last
      }
      #expect(stored?.id != nil)
      #expect(stored?.payload == payload)
    }
  }

  @Test("A contract's record kept as it is (StoredRecord) is stored as GRDB stores it")
  func storedRecord() throws {
    let queue = try DatabaseQueue()
    try queue.write { db in
      try db.execute(sql: "CREATE TABLE message (id TEXT PRIMARY KEY)")
      for migration in StoredRecord<Wire.Message>.columnMigrations { try migration.migrate(db) }
    }
    let id = RecordID(UUID())
    let messages = [
      Wire.Message(
        id: id,
        patientId: RecordID(UUID()),
        author: "Zoë",
        body: "Pansement refait 🩹\nl'œdème diminue",
        sentAt: Date(timeIntervalSince1970: 253_402_300_799.999),
        replyTo: RecordID(UUID()),
        sequence: Int64.max
      ),
      Wire.Message(
        id: id,
        patientId: RecordID(UUID()),
        author: "n1",
        body: "x",
        sentAt: Date(timeIntervalSince1970: -0.0005)
      ),
    ]
    for message in messages {
      let row = StoredRecord(message)
      #expect(try RowsWrittenBothWays.differences(.insert, row, in: queue) == [])
      let over = StoredRecord(messages[0])
      for write in [RowsWrittenBothWays.Write.replace, .save, .update] {
        #expect(try RowsWrittenBothWays.differences(write, row, over: over, in: queue) == [])
      }
    }
  }
}

extension OutboxEntry: MutablePersistableRecord {}
extension StoredRecord: MutablePersistableRecord {}

/// A row with every kind of column GRDB's `Codable` encoding knows.
private struct EveryColumn: Codable, PersistableRecord, StoreRecord {
  static let databaseTableName = "every_column"

  enum Mood: String, Codable { case calm, busy = "très occupé" }
  struct Extent: Codable { var clockPosition: Int; var depthCm: Decimal }

  var id: UUID
  var flag: Bool
  var small: Int8
  var wide: Int64
  var unsigned: UInt64
  var ratio: Double
  var single: Float
  var text: String
  var bytes: Data
  var at: Date
  var mood: Mood
  var record: RecordID
  var tags: [String]
  var none: [Int]
  var extent: Extent?
  var maybeText: String?
  var maybeInt: Int?
  var maybeAt: Date?
  var maybeID: UUID?
  var maybeTags: [String]?
  var decimal: Decimal

  /// The columns after `id`, as the table lists them.
  static let others = """
    flag, small, wide, unsigned, ratio, single, text, bytes, at, mood, record, tags, none, extent,
    maybeText, maybeInt, maybeAt, maybeID, maybeTags, decimal
    """

  func with(id: UUID) -> Self {
    var copy = self
    copy.id = id
    return copy
  }

  /// Every value set (unicode, extremes), then every optional nil and the rest at its least,
  /// then each instant GRDB's text is tested on.
  static let rows: [EveryColumn] =
    [
      EveryColumn(
        id: UUID(),
        flag: true,
        small: .min,
        wide: .max,
        unsigned: UInt64(Int64.max),
        ratio: -1.5e300,
        single: 0.1,
        text: "Zoë \u{301}🩹 l'œdème\n\t\"quoted\" / slash",
        bytes: Data([0, 1, 255]),
        at: Date(timeIntervalSince1970: 253_402_300_799.999),
        mood: .busy,
        record: RecordID(UUID()),
        tags: ["exsudat", "péri-lésionnel", "🩹", "a/b"],
        none: [],
        extent: Extent(clockPosition: 12, depthCm: Decimal(string: "0.5")!),
        maybeText: "",
        maybeInt: .min,
        maybeAt: Date(timeIntervalSince1970: -11_644_473_600),
        maybeID: UUID(),
        maybeTags: [],
        decimal: Decimal(string: "-12.3")!
      ),
      EveryColumn(
        id: UUID(),
        flag: false,
        small: 0,
        wide: .min,
        unsigned: 0,
        ratio: 0,
        single: -0,
        text: "",
        bytes: Data(),
        at: Date.distantPast,
        mood: .calm,
        record: RecordID(UUID()),
        tags: [],
        none: [],
        extent: nil,
        maybeText: nil,
        maybeInt: nil,
        maybeAt: nil,
        maybeID: nil,
        maybeTags: nil,
        decimal: 0
      ),
    ]
    + StoredInstantTests.edges.map { date in
      EveryColumn(
        id: UUID(),
        flag: true,
        small: 1,
        wide: 1,
        unsigned: 1,
        ratio: 1,
        single: 1,
        text: "t",
        bytes: Data([1]),
        at: date,
        mood: .calm,
        record: RecordID(UUID()),
        tags: ["t"],
        none: [1],
        extent: nil,
        maybeText: nil,
        maybeInt: nil,
        maybeAt: date,
        maybeID: nil,
        maybeTags: nil,
        decimal: 1
      )
    }
}
