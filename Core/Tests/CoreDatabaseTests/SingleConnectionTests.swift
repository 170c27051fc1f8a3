import CoreTesting
import Foundation
import GRDB
import Testing

@testable import CoreDatabase

/// `Store.Connections.single`: a command that reads once opens one connection, which writes
/// nothing to read, and keeps the pool's durability and checks.
@Suite("Opening the store through one connection")
struct SingleConnectionTests {
  let directory = TemporaryDirectory()

  /// A store made and closed by a pool, with one row and an empty `-wal`: as the last
  /// command left it (SQLite checkpoints the `-wal` when the last connection closes).
  private func closedStore() throws -> URL {
    let url = directory.file("nurse.sqlite")
    let store = try Store.open(at: url, migrations: [MigrationTests.visits])
    try store.writer.write { db in try db.execute(sql: "INSERT INTO visit (id) VALUES ('a')") }
    try store.writer.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
    }
    try (store.writer as? DatabasePool)?.close()
    return url
  }

  /// Bytes in the store's `-wal`: what opening wrote since the last checkpoint.
  private func walSize(_ url: URL) -> Int {
    let attributes = try? FileManager.default.attributesOfItem(atPath: url.path + "-wal")
    return (attributes?[.size] as? NSNumber)?.intValue ?? 0
  }

  @Test func aPoolWritesWhenItOpensOneConnectionDoesNot() throws {
    let url = try closedStore()
    let single = try Store.open(at: url, migrations: [MigrationTests.visits], connections: .single)
    #expect(single.writer is DatabaseQueue)
    #expect(try single.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM visit") } == 1)
    #expect(walSize(url) == 0, "reading committed nothing")

    // The same store through a pool: GRDB commits to make its `-wal` (why `.single` exists).
    let pool = try Store.open(at: url, migrations: [MigrationTests.visits])
    #expect(pool.writer is DatabasePool)
    #expect(walSize(url) > 0)
  }

  /// A command's one connection reads on the caller's thread, with no hop to GRDB's queue and
  /// back; a pool reads through GRDB's queues. Both read the same rows.
  @Test func oneConnectionReadsOnTheCallersThread() async throws {
    let url = try closedStore()
    let single = try Store.open(at: url, migrations: [MigrationTests.visits], connections: .single)
    let caller = pthread_self()
    let (reader, count) = try await single.read { db in
      (pthread_self(), try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM visit"))
    }
    #expect(pthread_equal(reader, caller) != 0)
    #expect(count == 1)

    let pool = try Store.open(at: url, migrations: [MigrationTests.visits])
    let pooled = try await pool.read { db in
      (pthread_self(), try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM visit"))
    }
    #expect(pthread_equal(pooled.0, caller) == 0)
    #expect(pooled.1 == 1)
  }

  @Test func oneConnectionIsDurableWithForeignKeysAndStaysInWAL() throws {
    let url = try closedStore()
    let store = try Store.open(at: url, migrations: [MigrationTests.visits], connections: .single)
    let (synchronous, foreignKeys, journal) = try store.writer.writeWithoutTransaction { db in
      (
        try Int.fetchOne(db, sql: "PRAGMA synchronous"),
        try Int.fetchOne(db, sql: "PRAGMA foreign_keys"),
        try String.fetchOne(db, sql: "PRAGMA journal_mode")
      )
    }
    #expect(synchronous == 2, "2 is FULL: the last commits survive a power loss")
    #expect(foreignKeys == 1)
    #expect(journal == "wal")
    #expect(try FileMode.of(url) == 0o600)
  }

  @Test func aStoreAnotherProcessHasOpenStillOpensThroughOneConnection() throws {
    let url = try closedStore()
    // Another nurse process writing: its commit sits in the `-wal` until a checkpoint.
    let other = try DatabaseQueue(path: url.path)
    try other.write { db in try db.execute(sql: "INSERT INTO visit (id) VALUES ('b')") }
    #expect(StoreFile.walState(url) == .inUse)

    let store = try Store.open(at: url, migrations: [MigrationTests.visits], connections: .single)
    #expect(store.writer is DatabaseQueue)
    #expect(try store.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM visit") } == 2)
    try other.close()
  }

  @Test func aQuietStoreIsCheckedAndTightenedThroughItsOneConnection() throws {
    let url = try closedStore()
    try FileMode.set(0o644, url)
    #expect(StoreFile.walState(url) == .quiet)

    let store = try Store.open(at: url, migrations: [MigrationTests.visits], connections: .single)
    #expect(store.writer is DatabaseQueue)
    #expect(try FileMode.of(url) == 0o600)
  }

  @Test func aNewStoreStillOpensAsAPoolAndIsSwitchedToWAL() throws {
    let url = directory.file("new/nurse.sqlite")
    let store = try Store.open(at: url, migrations: [MigrationTests.visits], connections: .single)
    #expect(store.writer is DatabasePool)
    #expect(StoreHeader.isInWALMode(url))
    #expect(try store.writer.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM visit") } == 0)
  }

  @Test func aStoreMissingAMigrationIsMigratedThroughOneConnection() throws {
    let url = try closedStore()
    let later = Migration("visit.v2") { db in
      try db.execute(sql: "ALTER TABLE visit ADD COLUMN note TEXT")
    }
    let store = try Store.open(
      at: url,
      migrations: [MigrationTests.visits, later],
      connections: .single
    )
    let applied = try store.writer.read { db in
      try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
    }
    #expect(applied.last == "visit.v2")
  }
}
