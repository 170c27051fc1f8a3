import CoreContract
import CoreDatabase
import CoreSync
import CoreTesting
import Foundation
import Testing

/// Every report a watcher got, in order.
final class ActivityLog: @unchecked Sendable {
  private let lock = NSLock()
  private var reports: [SyncActivity] = []
  var all: [SyncActivity] { lock.withLock { reports } }
  func record(_ activity: SyncActivity) { lock.withLock { reports.append(activity) } }
}

/// What a watcher of a sync is told as it goes: the records sent and received, the photo's
/// bytes, and a retry's pause.
@Suite("Sync activity")
struct SyncActivityTests {
  @Test func aWatcherSeesRecordsAndAPhotoGoUpPartByPart() async throws {
    let server = FakeTeamServer(versioned: [])
    let blobs = MemoryBlobs()
    let hash = SyncPhotoOrderTests.bigHash
    let photo = SyncPhotoOrderTests.bigPhoto
    try blobs.write(photo, sha256: hash)
    let kind = SyncPhotoOrderTests.photos(blobs)
    let migrations =
      TestTables.migrations + [
        Migration("photo.v1") { db in
          try db.execute(sql: "CREATE TABLE test_photo (id TEXT PRIMARY KEY, json BLOB NOT NULL)")
        }
      ]
    let alice = try TestNurse(
      "alice",
      on: server,
      kinds: TestTables.kinds + [kind],
      store: try Store.inMemory(migrations: migrations)
    )
    try await alice.add(
      Wire.PhotoAttachment(
        id: RecordID(UUID()),
        assessmentId: RecordID(UUID()),
        sha256: hash,
        format: .png,
        byteCount: photo.count
      ),
      kind: kind
    )
    let log = ActivityLog()
    let engine = SyncEngine(
      store: alice.store,
      client: server.client(for: "alice"),
      kinds: alice.kinds,
      blobs: blobs,
      watch: log.record
    )

    _ = try await engine.sync()

    let reports = log.all
    let part = PhotoTransfer.partSize
    let photos = reports.compactMap(\.photo)
    #expect(photos.first == SyncActivity.Photo(direction: .up, done: 0, total: photo.count))
    #expect(photos.contains(SyncActivity.Photo(direction: .up, done: part, total: photo.count)))
    #expect(reports.last?.photoBytes == photo.count)
    #expect(reports.last?.photo == nil, "the photo is whole")
    #expect(reports.last?.sent == 1)
    #expect(reports.last?.received == 0, "her own attachment came back, not the team's")
  }

  @Test func aWatcherSeesARetryWaitAndEnd() async throws {
    let server = Fixture.server()
    let alice = try TestNurse("alice", on: server)
    try await alice.create(Fixture.patient())
    server.failNext(.offline, method: "POST")
    let log = ActivityLog()
    let engine = SyncEngine(
      store: alice.store,
      client: server.client(for: "alice"),
      kinds: alice.kinds,
      retry: SyncRetry(giveUpAfter: 5, firstDelay: 0.05, maxDelay: 0.1),
      watch: log.record
    )

    _ = try await engine.sync()

    let reports = log.all
    let waiting = try #require(reports.firstIndex { $0.retryIn != nil })
    #expect(reports[waiting].retryIn! > 0 && reports[waiting].retryIn! <= 0.05)
    #expect(reports[waiting].retryReason?.contains("offline") == true)
    #expect(reports[waiting + 1].retryIn == nil, "the next attempt clears it")
    #expect(reports.last?.sent == 1)
  }

  @Test func theTimeLeftIsTheRestOfThePhotoAtTheRate() {
    let activity = SyncActivity(
      photo: SyncActivity.Photo(direction: .down, done: 250_000, total: 1_000_000),
      bytesPerSecond: 250_000
    )
    #expect(activity.photoSecondsLeft == 3)
    #expect(SyncActivity(photo: activity.photo).photoSecondsLeft == nil, "no rate yet")
  }
}
