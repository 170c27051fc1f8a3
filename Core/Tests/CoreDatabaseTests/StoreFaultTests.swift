import CoreTesting
import Foundation
import GRDB
import Testing

@testable import CoreDatabase

/// A damaged, read-only or full store: its own error naming the path, and nothing that was
/// there lost.
@Suite("Store faults")
struct StoreFaultTests {
  let directory = TemporaryDirectory()

  /// A closed store with a few hundred outbox rows, so that it spans many pages, all of them
  /// in the store file (checkpointed: none left in the `-wal`).
  private func filledStore() throws -> URL {
    let url = directory.file("nurse.sqlite")
    let store = try Store.open(at: url, migrations: [])
    try store.writer.write { db in
      for _ in 0..<300 {
        let payload = Data(String(repeating: "x", count: 200).utf8)
        try Outbox.enqueue(
          OutboxEntry(entityType: "note", entityID: UUID(), operation: .create, payload: payload),
          in: db
        )
      }
    }
    try store.writer.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
    }
    try (store.writer as? DatabasePool)?.close()
    return url
  }

  private func overwrite(_ url: URL, at offset: UInt64, with bytes: Data) throws {
    let handle = try FileHandle(forWritingTo: url)
    try handle.seek(toOffset: offset)
    try handle.write(contentsOf: bytes)
    try handle.close()
  }

  enum Damage: String, CaseIterable, Sendable {
    case magicOverwritten, firstPageOverwritten, truncatedMidPage
  }

  @Test(arguments: Damage.allCases)
  func aDamagedStoreIsCalledDamagedAndLeftAsItWas(_ damage: Damage) throws {
    let url = try filledStore()
    switch damage {
    case .magicOverwritten:
      try overwrite(url, at: 0, with: Data("garbage garbage!".utf8))
    case .firstPageOverwritten:
      try overwrite(url, at: 100, with: Data(repeating: 0xA5, count: 3000))
    case .truncatedMidPage:
      let size = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size])
      let handle = try FileHandle(forWritingTo: url)
      try handle.truncate(atOffset: UInt64((size as! NSNumber).intValue / 2 + 100))
      try handle.close()
    }
    let bytes = try Data(contentsOf: url)

    #expect(throws: StoreError.damaged(path: url.path)) {
      try Store.open(at: url, migrations: [])
    }
    #expect(try Data(contentsOf: url) == bytes)
  }

  /// 512 bytes overwritten at the start of a page in the middle: the header and the schema
  /// read, so SQLite opens the file; the seal (what the last close left) no longer matches,
  /// so `quick_check` runs before anything is written, and finds it.
  @Test func aPageDamagedInTheMiddleIsFoundBeforeAnythingIsWritten() throws {
    let url = try filledStore()
    #expect(StoreSeal.holds(url), "the last close sealed it")
    let pages =
      try #require(
        try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber
      ).intValue / 4096
    try overwrite(url, at: UInt64(pages / 2 * 4096), with: Data(repeating: 0x5A, count: 512))
    let bytes = try Data(contentsOf: url)

    for connections in [Store.Connections.pool, .single] {
      #expect(throws: StoreError.damaged(path: url.path)) {
        try Store.open(at: url, migrations: [], connections: connections)
      }
    }
    #expect(try Data(contentsOf: url) == bytes)
  }

  @Test func aDiskErrorBesideTheStoreIsTheStoresFault() {
    let path = "/home/ana/photos"
    let posix = NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))
    #expect(StoreError(fileError: posix, path: path) == .diskFull(path: path))
    let wrapped = NSError(
      domain: NSCocoaErrorDomain,
      code: CocoaError.fileWriteUnknown.rawValue,
      userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EROFS))]
    )
    #expect(StoreError(fileError: wrapped, path: path) == .readOnlyFileSystem(path: path))
    #expect(
      StoreError(fileError: CocoaError(.fileWriteOutOfSpace), path: path) == .diskFull(path: path)
    )
    #expect(StoreError(fileError: CocoaError(.fileNoSuchFile), path: path) == nil)
    #expect(StoreError(posixCode: EDQUOT, path: path) == .diskFull(path: path))
  }

  @Test func aReadOnlyStoreReadsAndRefusesAWrite() throws {
    let url = try filledStore()
    try FileMode.set(0o400, url)
    let bytes = try Data(contentsOf: url)

    let store = try Store.open(at: url, migrations: [])
    #expect(try store.writer.read { try Outbox.count(in: $0) } == 300)
    let write = #expect(throws: DatabaseError.self) {
      try store.writer.write { db in try db.execute(sql: "DELETE FROM outbox") }
    }
    let fault = StoreError(sqliteError: try #require(write), path: url.path)
    #expect(fault == .readOnly(path: url.path))
    #expect(try store.writer.read { try Outbox.count(in: $0) } == 300)
    #expect(try Data(contentsOf: url) == bytes)
  }

  @Test func aReadOnlyStoreThatNeedsAMigrationIsRefusedAsReadOnly() throws {
    let url = try filledStore()
    try FileMode.set(0o400, url)
    let later = Migration("later.v1") { db in try db.execute(sql: "CREATE TABLE later (id)") }
    #expect(throws: StoreError.readOnly(path: url.path)) {
      try Store.open(at: url, migrations: [later])
    }
  }

  @Test func aFullDiskIsSaidAndNothingIsWritten() throws {
    let url = try filledStore()
    let store = try Store.open(at: url, migrations: [])
    let full = #expect(throws: DatabaseError.self) {
      try store.writer.write { db in
        // The file may not grow by a page: what a full disk does to SQLite.
        let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
        try db.execute(sql: "PRAGMA max_page_count = \(pages)")
        for _ in 0..<100 {
          try Outbox.enqueue(
            OutboxEntry(
              entityType: "note",
              entityID: UUID(),
              operation: .create,
              payload: Data(repeating: 1, count: 4000)
            ),
            in: db
          )
        }
      }
    }
    let fault = StoreError(sqliteError: try #require(full), path: url.path)
    #expect(fault == .diskFull(path: url.path))
    #expect(try store.writer.read { try Outbox.count(in: $0) } == 300)
  }

  @Test func eachSQLiteFaultHasItsOwnErrorAndOthersAreNotTheStores() {
    let path = "/home/ana/.local/share/nurse/nurse.sqlite"
    let faults: [(ResultCode, StoreError)] = [
      (.SQLITE_CORRUPT, .damaged(path: path)),
      (.SQLITE_NOTADB, .damaged(path: path)),
      (.SQLITE_READONLY, .readOnly(path: path)),
      (.SQLITE_FULL, .diskFull(path: path)),
      (.SQLITE_IOERR, .ioFailure(path: path)),
      (.SQLITE_BUSY, .busy(path: path)),
    ]
    for (code, fault) in faults {
      #expect(StoreError(sqliteError: DatabaseError(resultCode: code), path: path) == fault)
    }
    let constraint = DatabaseError(resultCode: .SQLITE_CONSTRAINT)
    #expect(StoreError(sqliteError: constraint, path: path) == nil)
    #expect(StoreError(sqliteError: CocoaError(.fileNoSuchFile), path: path) == nil)
  }

  @Test func messagesNameThePathAndSayWhatToDo() {
    let path = "/home/ana/nurse.sqlite"
    let damaged = StoreError.damaged(path: path).description
    for words in [path, "damaged", "copy", "move it aside", "nurse sync", "lost"] {
      #expect(damaged.contains(words), "\(words)")
    }
    #expect(StoreError.readOnly(path: path).description.contains("\(path) is read-only"))
    #expect(StoreError.diskFull(path: path).description.contains("disk holding \(path) is full"))
    #expect(StoreError.notANurseStore(path: path).description.contains("left untouched"))
  }
}
