import CoreContract
import CoreContractCases
import CoreDatabase
import CorePhoto
import CoreSync
import CoreTesting
import Foundation
import GRDB
import Testing

/// Records first, photos after: a photo's bytes never hold back the small records, on the way
/// up (the records' batches go before any byte) and on the way down (a page is applied before
/// its photos' bytes are fetched; an attachment waits, parked, for its bytes).
@Suite("Sync records before photos")
struct SyncPhotoOrderTests {
  /// Like LibWound's: an attachment is stored only once its bytes are on this machine.
  static func photos(_ blobs: any BlobStore) -> SyncedRecords<Wire.PhotoAttachment> {
    SyncedRecords(
      Wire.PhotoAttachment.self,
      stored: .table("test_photo"),
      save: { photo, db in
        guard blobs.has(photo.sha256) else { throw BytesMissing() }
        try db.execute(
          sql: "INSERT OR REPLACE INTO test_photo (id, json) VALUES (?, ?)",
          arguments: [photo.id.text, try WireCoding.encoder.encode(photo)]
        )
      },
      delete: { id, db in
        try db.execute(sql: "DELETE FROM test_photo WHERE id = ?", arguments: [id.text])
      },
      current: { id, db in
        try Data.fetchOne(db, sql: "SELECT json FROM test_photo WHERE id = ?", arguments: [id.text])
          .map { try WireCoding.decoder.decode(Wire.PhotoAttachment.self, from: $0) }
      },
      blobs: { [$0.sha256] }
    )
  }

  struct BytesMissing: Error {}

  private let hash = Self.bigHash

  private func nurse(_ name: String, on server: FakeTeamServer, blobs: MemoryBlobs) throws
    -> (TestNurse, SyncEngine)
  {
    let migrations =
      TestTables.migrations + [
        Migration("photo.v1") { db in
          try db.execute(sql: "CREATE TABLE test_photo (id TEXT PRIMARY KEY, json BLOB NOT NULL)")
        }
      ]
    let nurse = try TestNurse(
      name,
      on: server,
      kinds: TestTables.kinds + [Self.photos(blobs)],
      store: try Store.inMemory(migrations: migrations)
    )
    let engine = SyncEngine(
      store: nurse.store,
      client: server.client(for: name),
      kinds: nurse.kinds,
      blobs: blobs
    )
    return (nurse, engine)
  }

  private func attachment() -> Wire.PhotoAttachment {
    Wire.PhotoAttachment(
      id: RecordID(UUID()),
      assessmentId: RecordID(UUID()),
      sha256: hash,
      format: .jpeg,
      byteCount: 3
    )
  }

  @Test func theRecordsBatchGoesBeforeAnyPhotoByte() async throws {
    let server = FakeTeamServer(versioned: [])
    let blobs = MemoryBlobs()
    try blobs.write(Self.bigPhoto, sha256: hash)
    let (alice, engine) = try nurse("alice", on: server, blobs: blobs)
    // The photo was taken first; the patient's record was written after it.
    try await alice.add(attachment(), kind: Self.photos(blobs))
    try await alice.create(Fixture.patient())

    let report = try await engine.sync()

    #expect(report.pushed == 2)
    let methods = server.requests.map { "\($0.request.method) \($0.request.path.prefix(11))" }
    // Both records in one batch, the photo's attachment with them; its bytes after.
    #expect(
      Array(methods.prefix(3)) == ["POST /v1/batch", "HEAD /v1/photos/", "PATCH /v1/photos/"]
    )
  }

  @Test func aColleagueGetsTheRecordsWhileThePhotoDownloadFails() async throws {
    let server = FakeTeamServer(versioned: [])
    let aliceBlobs = MemoryBlobs()
    try aliceBlobs.write(Self.bigPhoto, sha256: hash)
    let (alice, aliceEngine) = try nurse("alice", on: server, blobs: aliceBlobs)
    let patient = Fixture.patient()
    try await alice.create(patient)
    try await alice.add(attachment(), kind: Self.photos(aliceBlobs))
    try await aliceEngine.sync()

    let bobBlobs = MemoryBlobs()
    let (bob, bobEngine) = try nurse("bob", on: server, blobs: bobBlobs)
    // The feed's page comes; the photo's download is cut.
    server.failNext(.offline, skipping: 1, nurse: "bob", method: "GET")
    await #expect(throws: SyncError.self) { try await bobEngine.sync() }

    #expect(try await bob.patient(patient.id) != nil, "the record came without its photo")
    #expect(try await bob.ledger.parkedCount() == 1, "the attachment waits for its bytes")
    let report = try await bobEngine.sync()
    #expect(report.parked == 0)
    #expect(bobBlobs.has(hash))
  }

  /// A real JPEG and 1.2 MB after its end (it still decodes: the team server refuses bytes
  /// that do not): three parts.
  static let bigPhoto = SamplePhotos.jpeg(
    distinctBy: String(repeating: "a photo of a wound, ", count: 60_000)
  )
  /// Its name.
  static let bigHash = PhotoBytesRule.sha256(bigPhoto)

  @Test func anUploadCutHalfWayResumesAtTheServersOffset() async throws {
    let server = FakeTeamServer(versioned: [])
    let blobs = MemoryBlobs()
    try blobs.write(Self.bigPhoto, sha256: hash)
    let (alice, _) = try nurse("alice", on: server, blobs: blobs)
    try await alice.add(attachment(), kind: Self.photos(blobs))
    server.failNext(.offline, skipping: 1, method: "PATCH")
    let engine = SyncEngine(
      store: alice.store,
      client: server.client(for: "alice"),
      kinds: alice.kinds,
      blobs: blobs,
      retry: SyncRetry(giveUpAfter: 5, firstDelay: 0.01, maxDelay: 0.05)
    )

    try await engine.sync()

    #expect(server.photo(hash) == Self.bigPhoto)
    let parts = server.requests.map(\.request).filter { $0.method == "PATCH" }
    let part = PhotoTransfer.partSize
    #expect(
      parts.map { $0.headers[ContractHeaders.uploadOffset] } == [
        "0", "\(part)", "\(part)", "\(2 * part)",
      ]
    )
    let sent = parts.reduce(0) { $0 + ($1.body?.count ?? 0) }
    #expect(sent == Self.bigPhoto.count + part, "one part sent twice, not the whole photo")
  }

  @Test func aDownloadCutHalfWayResumesWithARange() async throws {
    let server = FakeTeamServer(versioned: [])
    let aliceBlobs = MemoryBlobs()
    try aliceBlobs.write(Self.bigPhoto, sha256: hash)
    let (alice, aliceEngine) = try nurse("alice", on: server, blobs: aliceBlobs)
    try await alice.add(attachment(), kind: Self.photos(aliceBlobs))
    try await aliceEngine.sync()
    let bobBlobs = MemoryBlobs()
    let (bob, _) = try nurse("bob", on: server, blobs: bobBlobs)
    // The feed's page, the first range; then the second range is cut.
    server.failNext(.offline, skipping: 2, nurse: "bob", method: "GET")
    let engine = SyncEngine(
      store: bob.store,
      client: server.client(for: "bob"),
      kinds: bob.kinds,
      blobs: bobBlobs,
      retry: SyncRetry(giveUpAfter: 5, firstDelay: 0.01, maxDelay: 0.05)
    )

    let report = try await engine.sync()

    #expect(report.parked == 0)
    #expect(try bobBlobs.read(hash).bytes == Self.bigPhoto)
    let ranges = server.requests.filter { $0.nurse == "bob" }.compactMap {
      $0.request.headers["Range"]
    }
    let part = PhotoTransfer.partSize
    #expect(
      ranges == [
        "bytes=0-\(part - 1)", "bytes=\(part)-\(2 * part - 1)", "bytes=\(part)-\(2 * part - 1)",
        "bytes=\(2 * part)-\(3 * part - 1)",
      ]
    )
  }
}
