import CoreDatabase
import CoreHTTP
import CoreSync
import CoreTesting
import Foundation
import Testing

@Suite("SyncEngine push")
struct SyncEnginePushTests {
  @Test func pushesOldestFirstAndEmptiesTheOutbox() async throws {
    let temporary = try makeSyncStore()
    let first = try await enqueue(temporary.store)
    let second = try await enqueue(temporary.store)
    let pusher = FakePusher()
    let engine = SyncEngine(store: temporary.store, pushers: [pusher], feeds: [])

    let report = try await engine.sync()

    #expect(pusher.sent == [first.idempotencyKey, second.idempotencyKey])
    #expect(report == SyncReport(pushed: 2, pulled: 0, conflicts: 0, pending: 0))
    #expect(try await outbox(temporary.store).isEmpty)
  }

  @Test func aTemporaryFailureStopsWithTheOutboxIntactAndTheSameKeyIsRetried() async throws {
    let temporary = try makeSyncStore()
    let first = try await enqueue(temporary.store)
    let second = try await enqueue(temporary.store)
    let failing = FakePusher { attempt, _ in
      if attempt == 2 { throw HTTPError.serverError(status: 503, problem: nil) }
      return .accepted
    }
    let engine = SyncEngine(store: temporary.store, pushers: [failing], feeds: [])

    await #expect(throws: SyncError.temporary(reason: "503 server error")) {
      try await engine.sync()
    }
    let left = try await outbox(temporary.store)
    #expect(left.map(\.idempotencyKey) == [second.idempotencyKey])
    #expect(left[0].attempts == 1)
    #expect(left[0].lastError == "503 server error")

    let retry = FakePusher()
    let report = try await SyncEngine(store: temporary.store, pushers: [retry], feeds: []).sync()
    #expect(retry.sent == [second.idempotencyKey])
    #expect(report.pushed == 1)
    #expect(failing.sent == [first.idempotencyKey, second.idempotencyKey])
  }

  @Test func offlineIsTemporary() async throws {
    let temporary = try makeSyncStore()
    _ = try await enqueue(temporary.store)
    let pusher = FakePusher { _, _ in throw HTTPError.unreachable("offline") }
    let engine = SyncEngine(store: temporary.store, pushers: [pusher], feeds: [])
    await #expect(throws: SyncError.temporary(reason: "unreachable: offline")) {
      try await engine.sync()
    }
    #expect(try await outbox(temporary.store).count == 1)
  }

  @Test func aRefusedTokenIsUnauthorizedAndTouchesNothing() async throws {
    let temporary = try makeSyncStore()
    _ = try await enqueue(temporary.store)
    let pusher = FakePusher { _, _ in throw HTTPError.unauthorized(nil) }
    let engine = SyncEngine(store: temporary.store, pushers: [pusher], feeds: [])
    await #expect(throws: SyncError.unauthorized) { try await engine.sync() }
    let left = try await outbox(temporary.store)
    #expect(left.count == 1)
    #expect(left[0].attempts == 0)
  }

  @Test func aRefusedChangeStaysAndHoldsBackItsEntityButNotOthers() async throws {
    let temporary = try makeSyncStore()
    let refusedID = UUID()
    let refused = try await enqueue(temporary.store, id: refusedID)
    let other = try await enqueue(temporary.store)
    let later = try await enqueue(temporary.store, id: refusedID)
    let pusher = FakePusher { _, entry in
      if entry.entityID == refusedID {
        throw HTTPError.rejected(status: 422, problem: Problem(type: "invalid", field: "name"))
      }
      return .accepted
    }
    let engine = SyncEngine(store: temporary.store, pushers: [pusher], feeds: [])

    let report = try await engine.sync()

    #expect(pusher.sent == [refused.idempotencyKey, other.idempotencyKey])
    #expect(report.pushed == 1)
    #expect(report.pending == 2)
    let left = try await outbox(temporary.store)
    #expect(left.map(\.idempotencyKey) == [refused.idempotencyKey, later.idempotencyKey])
    #expect(left[0].lastError == "422 refused (invalid) field name")
  }

  @Test func entriesOfOtherLibrariesAreLeftAlone() async throws {
    let temporary = try makeSyncStore()
    _ = try await enqueue(temporary.store, type: "wound")
    let pusher = FakePusher()
    let report = try await SyncEngine(store: temporary.store, pushers: [pusher], feeds: []).sync()
    #expect(pusher.sent.isEmpty)
    #expect(report.pending == 0)
    #expect(try await outbox(temporary.store).count == 1)
  }

  @Test func conflictsAreCounted() async throws {
    let temporary = try makeSyncStore()
    _ = try await enqueue(temporary.store)
    let pusher = FakePusher { _, _ in .conflict }
    let report = try await SyncEngine(store: temporary.store, pushers: [pusher], feeds: []).sync()
    #expect(report == SyncReport(pushed: 0, pulled: 0, conflicts: 1, pending: 0))
  }
}
