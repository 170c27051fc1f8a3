import CoreTesting
import Foundation
import GRDB
import Testing

@testable import CoreDatabase

@Suite("Migrations and the outbox")
struct MigrationTests {
  static let visits = Migration("visit.v1") { db in
    try db.create(table: "visit") { table in
      table.column("id", .text).primaryKey()
    }
  }

  @Test func appliesCoreThenLibraryMigrationsOnceEach() throws {
    let temporary = try TemporaryStore(migrations: [Self.visits])
    let applied = try temporary.store.writer.read { db in
      try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
    }
    #expect(
      applied == ["core.v1", "sync.v1", "sync.v2", "sync.v3", "sync.v4", "sync.v5", "visit.v1"]
    )

    // Reopening runs nothing again and keeps the data.
    try temporary.store.writer.write { db in
      try db.execute(sql: "INSERT INTO visit (id) VALUES ('a')")
    }
    let reopened = try Store.open(at: temporary.url, migrations: [Self.visits])
    #expect(
      try reopened.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM visit") } == 1
    )
  }

  @Test func keepsEntriesInTheOrderTheyWereWritten() throws {
    let store = try Store.inMemory(migrations: [])
    let ids = [UUID(), UUID(), UUID()]
    try store.writer.write { db in
      for (index, id) in ids.enumerated() {
        let entry = OutboxEntry(
          entityType: "patient",
          entityID: id,
          operation: index == 0 ? .create : .update,
          payload: Data("{\"n\":\(index)}".utf8),
          baseVersion: index == 0 ? nil : index
        )
        try Outbox.enqueue(entry, in: db)
      }
    }
    let pending = try store.writer.read { try Outbox.pending(in: $0) }
    #expect(pending.map(\.entityID) == ids)
    #expect(pending.map(\.operation) == [.create, .update, .update])
    #expect(pending.map(\.baseVersion) == [nil, 1, 2])
    #expect(pending.allSatisfy { $0.attempts == 0 && $0.lastError == nil })
    #expect(Set(pending.map(\.idempotencyKey)).count == 3)
  }

  @Test func anEntryRolledBackWithItsWriteLeavesNothing() throws {
    let store = try Store.inMemory(migrations: [Self.visits])
    struct Refused: Error {}
    #expect(throws: Refused.self) {
      try store.writer.write { db in
        try db.execute(sql: "INSERT INTO visit (id) VALUES ('a')")
        try Outbox.enqueue(
          OutboxEntry(entityType: "visit", entityID: UUID(), operation: .create, payload: Data()),
          in: db
        )
        throw Refused()
      }
    }
    #expect(try store.writer.read { try Outbox.count(in: $0) } == 0)
  }
}
