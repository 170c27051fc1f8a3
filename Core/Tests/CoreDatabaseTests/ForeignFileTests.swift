import CoreTesting
import Foundation
import GRDB
import Testing

@testable import CoreDatabase

/// A `--store` pointing at another program's SQLite database must not get nurse tables.
@Suite("A file that is not a nurse store is refused untouched")
struct ForeignFileTests {
  let directory = TemporaryDirectory()

  /// Another program's database: a table of its own and a row, in `journalMode`.
  private func foreignDatabase(_ name: String, journalMode: String) throws -> URL {
    let url = directory.file(name)
    let queue = try DatabaseQueue(path: url.path)
    try queue.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA journal_mode = \(journalMode)")
      try db.execute(sql: "CREATE TABLE recipe (name TEXT NOT NULL)")
      try db.execute(sql: "INSERT INTO recipe (name) VALUES ('leek soup')")
    }
    try queue.close()
    return url
  }

  private func schema(_ url: URL) throws -> [String] {
    var configuration = Configuration()
    configuration.readonly = true
    let queue = try DatabaseQueue(path: url.path, configuration: configuration)
    defer { try? queue.close() }
    return try queue.read { db in
      try String.fetchAll(db, sql: "SELECT sql FROM sqlite_master ORDER BY name")
    }
  }

  /// Through one connection a WAL-mode file is checked by that connection itself, not by a
  /// read-only one of its own (`StoreFile.SchemaCheck.byCaller`): it must leave it as well.
  @Test(arguments: ["DELETE", "WAL"], [Store.Connections.pool, .single])
  func anotherProgramsDatabaseIsRefusedAndLeftAsItWas(
    journalMode: String,
    connections: Store.Connections
  ) throws {
    let url = try foreignDatabase("recipes.db", journalMode: journalMode)
    let bytes = try Data(contentsOf: url)
    let mode = try FileMode.of(url)

    #expect(throws: StoreError.notANurseStore(path: url.path)) {
      try Store.open(at: url, migrations: [], connections: connections)
    }

    #expect(try Data(contentsOf: url) == bytes)
    #expect(try FileMode.of(url) == mode)
    for sidecar in StoreFile.sidecars(of: url) {
      #expect(!FileManager.default.fileExists(atPath: sidecar.path), "\(sidecar.lastPathComponent)")
    }
    #expect(try schema(url) == ["CREATE TABLE recipe (name TEXT NOT NULL)"])
  }

  @Test func anotherGRDBAppsDatabaseIsNotANurseStore() throws {
    let url = directory.file("other-app.sqlite")
    let queue = try DatabaseQueue(path: url.path)
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1") { db in
      try db.execute(sql: "CREATE TABLE note (body TEXT)")
    }
    try migrator.migrate(queue)
    try queue.close()
    let bytes = try Data(contentsOf: url)

    #expect(throws: StoreError.notANurseStore(path: url.path)) {
      try Store.open(at: url, migrations: [])
    }
    #expect(try Data(contentsOf: url) == bytes)
  }

  @Test func anSQLiteFileWithoutTablesIsANewStore() throws {
    let url = directory.file("blank.sqlite")
    let queue = try DatabaseQueue(path: url.path)
    try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA user_version = 0") }
    try queue.close()

    let store = try Store.open(at: url, migrations: [])
    #expect(try store.writer.read { try Outbox.count(in: $0) } == 0)
  }

  @Test func aNurseStoreReopensAsANurseStore() throws {
    let url = directory.file("nurse.sqlite")
    _ = try Store.open(at: url, migrations: [])
    let reopened = try Store.open(at: url, migrations: [])
    #expect(try reopened.writer.read { try Outbox.count(in: $0) } == 0)
  }
}

/// A file's permission bits.
enum FileMode {
  static func of(_ url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return (attributes[.posixPermissions] as! NSNumber).intValue & 0o777
  }

  static func set(_ mode: Int, _ url: URL) throws {
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
  }
}
