import CoreTesting
import Foundation
import GRDB
import Testing

@testable import CoreDatabase

@Suite("Opening the store")
struct StoreOpeningTests {
  let directory = TemporaryDirectory()

  private func mode(_ url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return (attributes[.posixPermissions] as! NSNumber).intValue & 0o777
  }

  @Test func createsAPrivateDirectoryAndFile() throws {
    let url = directory.file("deep/nurse/nurse.sqlite")
    let store = try Store.open(at: url, migrations: [])
    try store.writer.write { db in
      try db.execute(sql: "CREATE TABLE probe (id INTEGER PRIMARY KEY)")
    }
    #expect(try mode(url.deletingLastPathComponent()) == 0o700)
    #expect(try mode(url) == 0o600)
    let wal = URL(fileURLWithPath: url.path + "-wal")
    #expect(FileManager.default.fileExists(atPath: wal.path))
    #expect(try mode(wal) == 0o600)
  }

  @Test func writesAreDurableAndForeignKeysAreOn() throws {
    let store = try Store.open(at: directory.file("nurse.sqlite"), migrations: [])
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
  }

  @Test func refusesAFileThatIsNotSQLiteAndLeavesItUntouched() throws {
    let url = directory.file("notes.txt")
    let content = Data("Shopping list: dressings, saline\n".utf8)
    try content.write(to: url)
    #expect(throws: StoreError.notADatabase(path: url.path)) {
      try Store.open(at: url, migrations: [])
    }
    #expect(try Data(contentsOf: url) == content)
    #expect(!FileManager.default.fileExists(atPath: url.path + "-wal"))
  }

  /// A new store is linked in only once SQLite wrote its header, so an empty file lost its
  /// pages: it is named, never started afresh, and left as it was.
  @Test func refusesAnEmptyFileAsEmptiedAndLeavesItEmpty() throws {
    let url = directory.file("empty.sqlite")
    #expect(FileManager.default.createFile(atPath: url.path, contents: Data()))
    #expect(throws: StoreError.emptied(path: url.path)) {
      try Store.open(at: url, migrations: [])
    }
    #expect(try Data(contentsOf: url).isEmpty)
    #expect(!FileManager.default.fileExists(atPath: url.path + "-wal"))
  }

  @Test func aNewStoreIsCreatedWholeWithNothingLeftBeside() throws {
    let url = directory.file("folder/nurse.sqlite")
    _ = try Store.open(at: url, migrations: [])
    let names = try FileManager.default.contentsOfDirectory(
      atPath: url.deletingLastPathComponent().path
    )
    #expect(names.sorted() == ["nurse.sqlite", "nurse.sqlite-seal"])
    #expect(StoreHeader.isInWALMode(url))
  }

  @Test func reportsADirectoryThatCannotBeCreated() throws {
    let blocker = directory.file("blocker")
    try Data("x".utf8).write(to: blocker)
    let url = blocker.appendingPathComponent("nurse/nurse.sqlite")
    #expect {
      try Store.open(at: url, migrations: [])
    } throws: { error in
      guard case .cannotCreateDirectory(let path, _) = error as? StoreError else { return false }
      return path == blocker.appendingPathComponent("nurse").path
    }
  }

  @Test func aSecondConnectionWaitsForTheWriterInsteadOfFailing() async throws {
    let url = directory.file("shared.sqlite")
    let first = try Store.open(at: url, migrations: [])
    let second = try Store.open(at: url, migrations: [])
    try await first.writer.write { db in
      try db.execute(sql: "CREATE TABLE visit (id INTEGER PRIMARY KEY)")
    }
    // The first process holds the write lock for 0.3 s (the scenario, not a wait); the second
    // writes once the lock is surely held, and must wait for it, not fail.
    let locked = DispatchSemaphore(value: 0)
    async let holding: Void = first.writer.write { db in
      try db.execute(sql: "INSERT INTO visit DEFAULT VALUES")
      locked.signal()
      Thread.sleep(forTimeInterval: 0.3)
    }
    await Task.detached { locked.wait() }.value
    try await second.writer.write { db in
      try db.execute(sql: "INSERT INTO visit DEFAULT VALUES")
    }
    try await holding
    let count = try await second.writer.read { db in
      try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM visit")
    }
    #expect(count == 2)
  }
}
