import CoreDatabase
import CoreHTTP
import CoreSync
import CoreTesting
import Foundation
import GRDB
import Testing

@Suite("SyncEngine pull")
struct SyncEnginePullTests {
  static let pages: [Int64: ChangePage<String>] = [
    0: ChangePage(changes: ["a", "b"], next: 2, hasMore: true),
    2: ChangePage(changes: ["c"], next: 3, hasMore: false),
  ]

  func notes(_ store: Store) async throws -> [String] {
    try await store.writer.read { db in
      try String.fetchAll(db, sql: "SELECT body FROM note ORDER BY body")
    }
  }

  @Test func pullsEveryPageAndKeepsTheCursor() async throws {
    let temporary = try makeSyncStore()
    let engine = SyncEngine(
      store: temporary.store,
      pushers: [],
      feeds: [FakeFeed(pages: Self.pages)]
    )

    let report = try await engine.sync()

    #expect(report.pulled == 3)
    #expect(try await notes(temporary.store) == ["a", "b", "c"])
    #expect(try await SyncCursors.cursor(of: "notes", in: temporary.store) == 3)
  }

  @Test func aFailureOnPageTwoKeepsPageOneAndItsCursor() async throws {
    let temporary = try makeSyncStore()
    var feed = FakeFeed(pages: Self.pages)
    feed.failing = [2: .timedOut]
    let engine = SyncEngine(store: temporary.store, pushers: [], feeds: [feed])

    await #expect(throws: SyncError.temporary(reason: "timed out")) { try await engine.sync() }
    #expect(try await notes(temporary.store) == ["a", "b"])
    #expect(try await SyncCursors.cursor(of: "notes", in: temporary.store) == 2)

    let resumed = SyncEngine(
      store: temporary.store,
      pushers: [],
      feeds: [FakeFeed(pages: Self.pages)]
    )
    #expect(try await resumed.pull() == 1)
    #expect(try await notes(temporary.store) == ["a", "b", "c"])
  }

  @Test func aRefusedTokenOnTheFeedIsUnauthorized() async throws {
    let temporary = try makeSyncStore()
    var feed = FakeFeed(pages: Self.pages)
    feed.failing = [0: .unauthorized(nil)]
    let engine = SyncEngine(store: temporary.store, pushers: [], feeds: [feed])
    await #expect(throws: SyncError.unauthorized) { try await engine.sync() }
  }
}
