import CoreContract
import CoreContractCases
import CoreDatabase
import CorePhoto
import CoreSync
import CoreTesting
import Foundation
import GRDB
import Testing

/// Photo bytes kept in memory by hash.
final class MemoryBlobs: BlobStore, @unchecked Sendable {
  private let lock = NSLock()
  private var blobs: [String: Data] = [:]

  func has(_ sha256: String) -> Bool { lock.withLock { blobs[sha256] != nil } }
  func read(_ sha256: String) throws -> (bytes: Data, mediaType: String) {
    let bytes = lock.withLock { blobs[sha256] ?? Data() }
    return (bytes, PhotoFormat(magicBytesOf: bytes)?.mediaType ?? "image/jpeg")
  }
  func write(_ bytes: Data, sha256: String) throws { lock.withLock { blobs[sha256] = bytes } }
}

@Suite("Sync photo bytes")
struct SyncBlobTests {
  static let photos = SyncedRecords(
    Wire.PhotoAttachment.self,
    stored: .table("test_photo"),
    save: { photo, db in
      try db.execute(
        sql: "INSERT OR REPLACE INTO test_photo (id, json) VALUES (?, ?)",
        arguments: [photo.id.text, try WireCoding.encoder.encode(photo)]
      )
    },
    delete: { id, db in
      try db.execute(sql: "DELETE FROM test_photo WHERE id = ?", arguments: [id.text])
    },
    blobs: { [$0.sha256] },
    storedBlobs: { db in
      try String.fetchAll(
        db,
        sql: "SELECT json_extract(CAST(json AS TEXT), '$.sha256') FROM test_photo"
      )
    }
  )

  private func store() throws -> Store {
    try Store.inMemory(migrations: [
      Migration("photo.v1") { db in
        try db.execute(sql: "CREATE TABLE test_photo (id TEXT PRIMARY KEY, json BLOB NOT NULL)")
      }
    ])
  }

  private func photo(_ hash: String) -> Wire.PhotoAttachment {
    Wire.PhotoAttachment(
      id: RecordID(UUID()),
      assessmentId: RecordID(UUID()),
      sha256: hash,
      format: .jpeg,
      byteCount: 3
    )
  }

  @Test func theRecordGoesUpBeforeItsBytesAndTheBytesComeDownWithIt() async throws {
    let server = FakeTeamServer(versioned: [])
    let bytes = SamplePhotos.jpeg(distinctBy: "alice's photo")
    let hash = PhotoBytesRule.sha256(bytes)
    let aliceBlobs = MemoryBlobs()
    try aliceBlobs.write(bytes, sha256: hash)
    let alice = try store()
    let record = photo(hash)
    try await alice.writer.write { db in try SyncOutbox.add(record, in: db) }
    let engine = SyncEngine(
      store: alice,
      client: server.client(for: "alice"),
      kinds: [Self.photos],
      blobs: aliceBlobs
    )

    try await engine.push()

    #expect(server.photo(hash) == bytes)
    let methods = server.requests.map { "\($0.request.method) \($0.request.path.prefix(11))" }
    #expect(methods == ["POST /v1/batch", "HEAD /v1/photos/", "PATCH /v1/photos/"])
    #expect(try await SyncLedger(store: alice).pendingCount() == 0)

    let bobBlobs = MemoryBlobs()
    let bob = SyncEngine(
      store: try store(),
      client: server.client(for: "bob"),
      kinds: [Self.photos],
      blobs: bobBlobs
    )
    #expect(try await bob.pull() == 1)
    #expect(bobBlobs.has(hash))
  }

  @Test func aColleagueKeepsTheRecordBeforeItsBytesAndGetsThemOnceAtALaterPull() async throws {
    let server = FakeTeamServer(versioned: [])
    let bytes = SamplePhotos.jpeg(distinctBy: "alice's photo, cut")
    let hash = PhotoBytesRule.sha256(bytes)
    let aliceBlobs = MemoryBlobs()
    try aliceBlobs.write(bytes, sha256: hash)
    let alice = try store()
    let record = photo(hash)
    try await alice.writer.write { db in try SyncOutbox.add(record, in: db) }
    let aliceEngine = SyncEngine(
      store: alice,
      client: server.client(for: "alice"),
      kinds: [Self.photos],
      blobs: aliceBlobs
    )
    // The record goes; the bytes' upload is cut.
    server.failNext(.offline, nurse: "alice", method: "PATCH")
    await #expect(throws: SyncError.self) { try await aliceEngine.push() }
    #expect(server.photo(hash) == nil)
    #expect(try await SyncLedger(store: alice).pendingCount() == 1, "her photo's bytes wait")

    let bobBlobs = MemoryBlobs()
    let bobStore = try store()
    let bob = SyncEngine(
      store: bobStore,
      client: server.client(for: "bob"),
      kinds: [Self.photos],
      blobs: bobBlobs
    )
    #expect(try await bob.pull() == 1, "the attachment came before its bytes")
    #expect(!bobBlobs.has(hash))
    #expect(try await SyncLedger(store: bobStore).parkedCount() == 0)

    try await aliceEngine.push()
    #expect(try await SyncLedger(store: alice).pendingCount() == 0)
    #expect(try await bob.pull() == 0, "no change of the log: the bytes came for the stored record")
    #expect(try bobBlobs.read(hash).bytes == bytes)
    let downloads = server.requests.filter {
      $0.nurse == "bob" && $0.request.path.hasPrefix("/v1/photos/")
    }
    #expect(downloads.map(\.request.method) == ["GET", "GET"], "a 404, then the bytes once")
  }
}
