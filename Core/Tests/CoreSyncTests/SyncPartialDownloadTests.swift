import CoreContract
import CoreDatabase
import CoreSync
import CoreTesting
import Foundation
import GRDB
import Testing

/// Photo bytes kept in memory, checked against what they should be (as the vault checks their
/// hash), with the downloads cut halfway kept on disk as the vault keeps them.
final class DiskPartialBlobs: BlobStore, @unchecked Sendable {
  private let lock = NSLock()
  private var blobs: [String: Data] = [:]
  private let expected: [String: Data]
  let folder = TemporaryDirectory(prefix: "nurse-partials")
  var partials: (any PartialBlobs)? { PartialBlobFiles(directory: folder.file("partial")) }

  init(expecting expected: [String: Data]) { self.expected = expected }

  func has(_ sha256: String) -> Bool { lock.withLock { blobs[sha256] != nil } }
  func read(_ sha256: String) throws -> (bytes: Data, mediaType: String) {
    (lock.withLock { blobs[sha256] ?? Data() }, "image/png")
  }
  func write(_ bytes: Data, sha256: String) throws {
    guard expected[sha256] == bytes else { throw Mismatch() }
    lock.withLock { blobs[sha256] = bytes }
  }
  struct Mismatch: Error {}
}

/// A download cut by the end of the process (a `kill -9`) resumes at the next sync, from the
/// bytes kept on disk; a kept start that does not make the right bytes is discarded.
@Suite("Sync partial downloads on disk")
struct SyncPartialDownloadTests {
  private let hash = SyncPhotoOrderTests.bigHash
  private let photo = SyncPhotoOrderTests.bigPhoto
  private let part = PhotoTransfer.partSize

  /// Alice's photo on the server, and Bob's store with the attachment parked for its bytes.
  private func bob(on server: FakeTeamServer, blobs: DiskPartialBlobs) async throws -> TestNurse {
    let aliceBlobs = MemoryBlobs()
    try aliceBlobs.write(photo, sha256: hash)
    let alice = try nurse("alice", on: server, blobs: aliceBlobs)
    try await alice.add(
      Wire.PhotoAttachment(
        id: RecordID(UUID()),
        assessmentId: RecordID(UUID()),
        sha256: hash,
        format: .png,
        byteCount: photo.count
      ),
      kind: SyncPhotoOrderTests.photos(aliceBlobs)
    )
    _ = try await engine(alice, on: server, blobs: aliceBlobs).sync()
    return try nurse("bob", on: server, blobs: blobs)
  }

  private func nurse(_ name: String, on server: FakeTeamServer, blobs: any BlobStore) throws
    -> TestNurse
  {
    let migrations =
      TestTables.migrations + [
        Migration("photo.v1") { db in
          try db.execute(sql: "CREATE TABLE test_photo (id TEXT PRIMARY KEY, json BLOB NOT NULL)")
        }
      ]
    return try TestNurse(
      name,
      on: server,
      kinds: TestTables.kinds + [SyncPhotoOrderTests.photos(blobs)],
      store: try Store.inMemory(migrations: migrations)
    )
  }

  /// A new engine: what a new `nurse` process has, nothing in memory from the last one.
  private func engine(_ nurse: TestNurse, on server: FakeTeamServer, blobs: any BlobStore)
    -> SyncEngine
  {
    SyncEngine(
      store: nurse.store,
      client: server.client(for: nurse.name),
      kinds: nurse.kinds,
      blobs: blobs
    )
  }

  private func ranges(of name: String, on server: FakeTeamServer) -> [String] {
    server.requests.filter { $0.nurse == name }.compactMap { $0.request.headers["Range"] }
  }

  @Test func aDownloadCutBeforeTheProcessEndedResumesAtTheNextSync() async throws {
    let server = FakeTeamServer(versioned: [])
    let blobs = DiskPartialBlobs(expecting: [hash: photo])
    let bob = try await bob(on: server, blobs: blobs)
    // The feed's page and the first range come; the second range is cut, and the run ends.
    server.failNext(.offline, skipping: 2, nurse: "bob", method: "GET")
    await #expect(throws: SyncError.self) {
      try await engine(bob, on: server, blobs: blobs).sync()
    }
    let file = blobs.folder.file("partial/\(hash).part")
    #expect(try Data(contentsOf: file) == photo.prefix(part))
    let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]
    #expect(mode as? Int == 0o600)
    let folderMode = try FileManager.default.attributesOfItem(
      atPath: blobs.folder.file("partial").path
    )[.posixPermissions]
    #expect(folderMode as? Int == 0o700)

    let report = try await engine(bob, on: server, blobs: blobs).sync()

    #expect(report.parked == 0)
    #expect(try blobs.read(hash).bytes == photo)
    #expect(
      ranges(of: "bob", on: server) == [
        "bytes=0-\(part - 1)", "bytes=\(part)-\(2 * part - 1)", "bytes=\(part)-\(2 * part - 1)",
        "bytes=\(2 * part)-\(3 * part - 1)",
      ],
      "the next run asked only for what had not come"
    )
    #expect(!FileManager.default.fileExists(atPath: file.path), "a stored photo keeps no partial")
  }

  @Test func aKeptStartThatNoLongerMatchesIsDiscardedAndFetchedAgain() async throws {
    let server = FakeTeamServer(versioned: [])
    let blobs = DiskPartialBlobs(expecting: [hash: photo])
    let bob = try await bob(on: server, blobs: blobs)
    // A start of the right length but wrong bytes (a disk that lost them, another photo's).
    try blobs.partials?.append(Data(repeating: 7, count: part), at: 0, of: hash)

    let report = try await engine(bob, on: server, blobs: blobs).sync()

    #expect(report.parked == 0)
    #expect(try blobs.read(hash).bytes == photo)
    let asked = ranges(of: "bob", on: server)
    #expect(asked.first == "bytes=\(part)-\(2 * part - 1)", "it resumed first")
    #expect(asked.filter { $0 == "bytes=0-\(part - 1)" }.count == 1, "then started again at 0")
    #expect(blobs.partials?.received(hash).isEmpty == true)
  }

  @Test func aKeptStartLongerThanThePhotoIsDiscarded() async throws {
    let server = FakeTeamServer(versioned: [])
    let blobs = DiskPartialBlobs(expecting: [hash: photo])
    let bob = try await bob(on: server, blobs: blobs)
    try blobs.partials?.append(Data(count: photo.count + 10), at: 0, of: hash)

    _ = try await engine(bob, on: server, blobs: blobs).sync()
    #expect(blobs.partials?.received(hash).isEmpty == true, "416: not a start of these bytes")
    let report = try await engine(bob, on: server, blobs: blobs).sync()

    #expect(report.parked == 0)
    #expect(try blobs.read(hash).bytes == photo)
  }

  /// A download cut and never asked for again is not kept for ever: a week without a part
  /// added, it goes; a recent one stays.
  @Test func aPartialDownloadUntouchedForAWeekIsDiscarded() throws {
    let folder = TemporaryDirectory(prefix: "nurse-partials")
    let partials = PartialBlobFiles(directory: folder.file("partial"))
    let old = String(repeating: "a", count: 64)
    let recent = String(repeating: "b", count: 64)
    try partials.append(Data([1, 2, 3]), at: 0, of: old)
    try partials.append(Data([4, 5]), at: 0, of: recent)
    let now = Date()
    try FileManager.default.setAttributes(
      [.modificationDate: now.addingTimeInterval(-8 * 86_400)],
      ofItemAtPath: folder.file("partial/\(old).part").path
    )

    partials.discardUntouched(since: now.addingTimeInterval(-PartialBlobFiles.keptUntouched))
    #expect(partials.received(old).isEmpty)
    #expect(partials.received(recent) == Data([4, 5]))
  }
}
