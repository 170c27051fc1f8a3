import CoreContract
import CoreHTTP
import CoreSync
import CoreTesting
import Foundation
import Testing

/// One sync over a bad link: it retries by itself, keeps what each exchange achieved, and
/// gives up (temporary, outbox intact) only after a time without progress.
@Suite("Sync retry")
struct SyncRetryTests {
  private let quick = SyncRetry(giveUpAfter: 5, firstDelay: 0.01, maxDelay: 0.05)

  private func engine(_ nurse: TestNurse, retry: SyncRetry) -> SyncEngine {
    SyncEngine(
      store: nurse.store,
      client: nurse.server.client(for: nurse.name),
      kinds: nurse.kinds,
      pageSize: 2,
      pushBatchSize: 2,
      retry: retry
    )
  }

  @Test func oneSyncGetsThroughFailuresOnTheWayUpAndDown() async throws {
    let server = Fixture.server()
    let alice = try TestNurse("alice", on: server)
    let bob = try TestNurse("bob", on: server)
    let patients = (1...5).map { Fixture.patient("P\($0)") }
    for patient in patients { try await alice.create(patient) }
    server.failNext(.offline, times: 2, nurse: "alice")
    server.failNext(.answerLost, skipping: 1, nurse: "alice", method: "POST")
    server.failNext(.status(503), times: 2, skipping: 1, nurse: "bob", method: "GET")
    server.failNext(.timedOut, skipping: 2, nurse: "bob", method: "GET")

    let pushed = try await engine(alice, retry: quick).sync()
    let pulled = try await engine(bob, retry: quick).sync()

    #expect(pushed.pushed == 5)
    #expect(pushed.pending == 0)
    #expect(pulled.pulled == 5)
    for patient in patients { #expect(try await bob.patient(patient.id) != nil) }
    #expect(server.records(of: Wire.Patient.type).count == 5)
  }

  /// A batch sent again after its answer was lost carries the same idempotency keys.
  @Test func aBatchSentAgainReusesItsKeys() async throws {
    let server = Fixture.server()
    let alice = try TestNurse("alice", on: server)
    for given in ["A", "B"] { try await alice.create(Fixture.patient(given)) }
    server.failNext(.answerLost, method: "POST")

    try await engine(alice, retry: quick).sync()

    let batches = server.requests.filter { $0.request.path == ContractPaths.batch }
    #expect(batches.count == 2)
    let keys = try batches.map { try Self.keys(of: $0.request) }
    #expect(keys[0].count == 2)
    #expect(keys[0] == keys[1])
  }

  @Test func itGivesUpAfterTheTimeWithoutProgressAndKeepsTheOutbox() async throws {
    let server = Fixture.server()
    let alice = try TestNurse("alice", on: server)
    try await alice.create(Fixture.patient())
    server.isOffline = true
    let started = ContinuousClock.now

    await #expect(throws: SyncError.self) {
      try await engine(alice, retry: SyncRetry(giveUpAfter: 2, firstDelay: 0.02, maxDelay: 0.1))
        .sync()
    }

    let took = started.duration(to: .now)
    #expect(took >= .seconds(1.5) && took < .seconds(20), "gave up after \(took)")
    #expect(try await alice.outbox().count == 1)
    #expect(try await alice.outbox().first?.attempts ?? 0 > 1)
  }

  @Test func neverStopsAtTheFirstFailureAndARefusedLoginIsNotRetried() async throws {
    let server = Fixture.server()
    let alice = try TestNurse("alice", on: server)
    try await alice.create(Fixture.patient())
    server.failNext(.offline)
    await #expect(throws: SyncError.self) { try await engine(alice, retry: .never).sync() }
    #expect(server.requests.count == 1)

    server.clearRequests()
    server.failNext(.unauthorized, times: 5)
    await #expect(throws: SyncError.unauthorized) { try await engine(alice, retry: quick).sync() }
    #expect(server.requests.count == 1)
  }

  private static func keys(of request: HTTPRequest) throws -> [String] {
    let body = try #require(request.body)
    let batch = try JSONSerialization.jsonObject(with: body) as? [String: Any]
    let entries = batch?["entries"] as? [[String: Any]] ?? []
    return entries.compactMap { $0["idempotencyKey"] as? String }
  }
}
