import CoreContract
import CoreDatabase
import CoreSync
import CoreTesting
import Foundation
import Testing

@Suite("Sync push")
struct SyncPushTests {
  @Test func anUpdateBeforeTheFirstSyncTakesTheCreatesVersion() async throws {
    let server = Fixture.server()
    let alice = try TestNurse(on: server)
    let patient = Fixture.patient()
    try await alice.create(patient)
    try await alice.edit(patient.id) { $0.givenName = "Ada Augusta" }

    let report = try await alice.sync()

    #expect(report.pushed == 2)
    let writes = server.writes.map(\.request)
    #expect(writes.map(\.method) == ["PUT", "PATCH"])
    #expect(writes[1].headers["If-Match"] == "\"1\"")
    #expect(server.record(Wire.Patient.self, patient.id)?.givenName == "Ada Augusta")
    #expect(server.version(of: Wire.Patient.type, patient.id) == 2)
    #expect(try await alice.patient(patient.id)?.version == 2)
    #expect(try await alice.outbox().isEmpty)
  }

  @Test func twoNursesEditingDifferentFieldsBothLand() async throws {
    let server = Fixture.server()
    let alice = try TestNurse("alice", on: server)
    let bob = try TestNurse("bob", on: server)
    let patient = Fixture.patient()
    try await alice.create(patient)
    try await alice.sync()
    try await bob.sync()

    try await alice.edit(patient.id) { $0.phone = "0199 00 00 00" }
    try await bob.edit(patient.id) { $0.notes = "turn every two hours" }
    try await alice.sync()
    let report = try await bob.sync()
    try await alice.sync()

    #expect(report.conflicts == 0)
    for nurse in [alice, bob] {
      let seen = try #require(try await nurse.patient(patient.id))
      #expect(seen.phone == "0199 00 00 00")
      #expect(seen.notes == "turn every two hours")
      #expect(seen.version == 3)
    }
    #expect(try await bob.ledger.conflicts().isEmpty)
  }

  @Test func aPushWithoutAnAnswerKeepsTheOutboxAndCountsTheAttempt() async throws {
    let server = Fixture.server()
    let alice = try TestNurse(on: server)
    try await alice.create(Fixture.patient())
    server.isOffline = true

    await #expect(throws: SyncError.temporary(reason: "unreachable: offline")) {
      try await alice.sync()
    }

    let entry = try #require(try await alice.outbox().first)
    #expect(entry.attempts == 1)
    #expect(entry.lastError != nil)
    server.isOffline = false
    #expect(try await alice.sync().pushed == 1)
    #expect(try await alice.outbox().isEmpty)
  }

  @Test func aServerErrorIsTemporaryAndARefusedTokenStops() async throws {
    let server = Fixture.server()
    let alice = try TestNurse(on: server)
    try await alice.create(Fixture.patient())

    server.failNext(.status(503))
    await #expect(throws: SyncError.temporary(reason: "503 server error")) {
      try await alice.sync()
    }
    // Too many requests means later, never that the change is wrong: no refusal.
    server.failNext(.status(429))
    await #expect(throws: SyncError.temporary(reason: "429 too many requests")) {
      try await alice.sync()
    }
    server.failNext(.unauthorized)
    await #expect(throws: SyncError.unauthorized) { try await alice.sync() }

    #expect(try await alice.outbox().count == 1)
    #expect(try await alice.outbox().first?.attempts == 3)
    #expect(try await SyncLedger(store: alice.store).refused().isEmpty)
    #expect(server.records(of: Wire.Patient.type).isEmpty)
  }

  @Test func aReplayedKeyAnswersTheFirstAnswerWithoutASecondWrite() async throws {
    let server = Fixture.server()
    let alice = try TestNurse(on: server)
    let patient = Fixture.patient()
    try await alice.create(patient)
    let entry = try #require(try await alice.outbox().first)
    try await alice.sync()
    let sequence = server.lastSequence

    // The same entry sent again (a crash after the server answered, before the commit).
    try await alice.store.writer.write { db in try Outbox.enqueue(entry, in: db) }
    try await alice.sync()

    #expect(server.lastSequence == sequence)
    #expect(try await alice.outbox().isEmpty)
  }
}
