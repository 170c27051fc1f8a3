import CoreTesting
import Foundation
import GRDB
import Testing

@testable import CoreDatabase

/// `Store.writingInBulk`: a full pull's writer keeps more pages and checkpoints less often,
/// stays durable, and is set back afterwards.
@Suite("Writing in bulk")
struct BulkWritesTests {
  let directory = TemporaryDirectory()

  private struct Settings: Equatable {
    var cacheSize: Int
    var checkpointPages: Int
    var synchronous: Int
  }

  private func settings(_ store: Store) async throws -> Settings {
    try await store.writer.writeWithoutTransaction { db in
      Settings(
        cacheSize: try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? 0,
        checkpointPages: try Int.fetchOne(db, sql: "PRAGMA wal_autocheckpoint") ?? 0,
        synchronous: try Int.fetchOne(db, sql: "PRAGMA synchronous") ?? 0
      )
    }
  }

  @Test func theWriterIsSetForBulkWritesThenSetBack() async throws {
    let store = try Store.open(
      at: directory.file("nurse.sqlite"),
      migrations: [MigrationTests.visits]
    )
    let before = try await settings(store)
    let during = try await store.writingInBulk {
      try await store.writer.write { db in
        try db.execute(sql: "INSERT INTO visit (id) VALUES ('a')")
      }
      return try await settings(store)
    }
    #expect(
      during
        == Settings(
          cacheSize: -Store.bulkCacheKiB,
          checkpointPages: Store.bulkCheckpointPages,
          synchronous: 2
        ),
      "a larger cache, a longer -wal, every commit still synced (FULL)"
    )
    #expect(try await settings(store) == before)
    #expect(before.synchronous == 2)
    #expect(
      try await store.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM visit") } == 1
    )
  }

  @Test func aFailureSetsTheWriterBackToo() async throws {
    struct Cut: Error {}
    let store = try Store.open(
      at: directory.file("nurse.sqlite"),
      migrations: [MigrationTests.visits]
    )
    let before = try await settings(store)
    await #expect(throws: Cut.self) {
      try await store.writingInBulk { throw Cut() }
    }
    #expect(try await settings(store) == before)
  }
}
