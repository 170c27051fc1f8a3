import Foundation
import GRDB
import Testing

/// One `nurse sync` over a bad link, against the real server: it retries by itself, so a
/// server that goes away and comes back during the run is survived by that run, and it gives
/// up (75, the outbox intact) only after `--give-up-after` seconds without progress.
@Suite("One nurse sync over a bad link", .serialized)
struct BadLinkEndToEndTests {
  @Test func aServerRestartDuringASyncIsSurvivedByTheSameRun() async throws {
    let server = try TeamServer()
    let anna = NurseSandbox()
    let bea = NurseSandbox()
    try anna.login("anna", on: server)
    try bea.login("bea", on: server)
    let marie = try anna.addPatient("Marie", "Dupont")
    server.stop()

    async let run = anna.runConcurrently(
      ["sync", "--json"],
      environment: ["NURSE_SYNC_GIVE_UP_AFTER": "300"]
    )
    // The run has met the server down (its batch counted a failed attempt) before it returns.
    // Under a full CI run a debug nurse can take over 30 s to start and make its first attempt:
    // the wait is long, and the run's own give-up longer still, so only a run that never
    // tries fails here.
    try await waitUntil(seconds: 180) { try anna.outboxAttempts() >= 1 }
    try server.start(port: server.url.port!)
    let result = try await run

    #expect(result.status == 0, "\(result.stderr)")
    let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    #expect(report?["pushed"] as? Int == 1)
    #expect(report?["pending"] as? Int == 0)
    _ = try bea.syncCounts()
    #expect(try bea.patients().compactMap { $0["id"] as? String } == [marie])
  }

  @Test func theGiveUpPathExits75WithTheOutboxIntact() async throws {
    let server = try TeamServer()
    let anna = NurseSandbox()
    try anna.login("anna", on: server)
    _ = try anna.addPatient("Marie", "Dupont")
    server.stop()
    let started = ContinuousClock.now

    let result = try await anna.runConcurrently(
      ["sync", "--give-up-after", "2"],
      environment: ["NURSE_SYNC_GIVE_UP_AFTER": "600"]
    )

    let took = started.duration(to: .now)
    #expect(result.status == 75, "\(result.stderr)")
    #expect(took >= .seconds(1.5) && took < .seconds(30), "gave up after \(took)")
    #expect(try anna.outboxAttempts() > 1, "it tried again before giving up")
    let status = try #require(try anna.json(["status", "--json"]) as? [String: Any])
    #expect(status["pending"] as? Int == 1)
  }

  @Test func aCutOfAReusedConnectionInAPhotoPartIsResentByTheSameAttempt() async throws {
    let server = try TeamServer()
    // Every connection is cut once it has carried 1.3 MB: the sync's first carries the
    // records, the photo's `HEAD` and two 512 KiB parts, and is cut in the third part's body,
    // the client waiting for the answer on a reused connection.
    let proxy = try BadLinkProxy(
      to: server.url,
      latency: 0.02,
      bytesPerSecond: 1_000_000,
      cutAfter: 1_300_000...1_300_000
    )
    let anna = NurseSandbox()
    let bea = NurseSandbox()
    try anna.login("anna", at: proxy.url)
    try bea.login("bea", on: server)
    var random = SeededRandom()
    try await KilledPhotoSyncEndToEndTests.assessmentWithAPhoto(on: anna, using: &random)
    let photo = KilledPhotoSyncEndToEndTests.photoSize
    let before = proxy.carried

    // One attempt (`--give-up-after 0`): had the cut waited for the stall timeout, or failed
    // the push, the run would end with 75.
    let run = try await anna.runConcurrently(
      ["sync", "--give-up-after", "0"],
      environment: ["NURSE_SYNC_STALL_AFTER": "10"]
    )

    #expect(run.status == 0, "\(run.stderr)")
    let after = proxy.carried
    #expect(after.cuts > before.cuts, "no cut: the test proved nothing")
    // The part went again from the offset the server holds: the photo's bytes, what crossed
    // of the cut part, and the records; not the photo from its first byte.
    let up = after.upstreamBytes - before.upstreamBytes
    #expect(up < photo + KilledPhotoSyncEndToEndTests.part, "\(up) bytes up")
    let records = try await ServerRecords.read(as: "anna", on: server)
    #expect(records.ids("photo").count == 1, "the attachment once on the server")
    _ = try bea.syncCounts()
    #expect(bea.photoFiles() == anna.photoFiles(), "the photo, whole, once")
  }

  @Test func aNegativeGiveUpIsAUsageError() throws {
    let anna = NurseSandbox()
    #expect(try anna.run(["sync", "--give-up-after", "-1"]).status == 64)
    #expect(try anna.run(["sync", "--stall-after", "0"]).status == 64)
  }
}

extension NurseSandbox {
  /// The most attempts any outbox entry of the store counts; 0 before the store exists.
  func outboxAttempts() throws -> Int {
    guard FileManager.default.fileExists(atPath: store.path) else { return 0 }
    return try readStore { db in try Int.fetchOne(db, sql: "SELECT MAX(attempts) FROM outbox") }
      ?? 0
  }
}

/// Waits until `condition` holds, checking it every 50 ms for at most `seconds`.
func waitUntil(
  seconds: Double = 30,
  _ condition: () throws -> Bool,
  sourceLocation: SourceLocation = #_sourceLocation
) async throws {
  let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
  while ContinuousClock.now < deadline {
    if (try? condition()) == true { return }
    try await Task.sleep(for: .milliseconds(50))
  }
  Issue.record("the condition never held in \(seconds) s", sourceLocation: sourceLocation)
}
