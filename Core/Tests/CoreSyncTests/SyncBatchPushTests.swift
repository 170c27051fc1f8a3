import CoreContract
import CoreDatabase
import CoreSync
import CoreTesting
import Foundation
import Testing

/// The outbox goes up many entries per request (`POST /v1/batch`), oldest first, each entry
/// answered and stored as its single request's answer would be.
@Suite("Sync batch push")
struct SyncBatchPushTests {
  @Test func entriesGoInBatchesOldestFirst() async throws {
    let server = Fixture.server()
    let alice = try TestNurse(on: server, pushBatchSize: 2)
    let patients = (1...5).map { Fixture.patient("Patient \($0)") }
    for patient in patients { try await alice.create(patient) }

    let report = try await alice.sync()

    #expect(report.pushed == 5)
    let batches = server.requests.filter { $0.request.path == ContractPaths.batch }
    #expect(batches.count == 3)
    #expect(
      server.writes.map(\.request.path)
        == patients.map {
          ContractPaths.record(Wire.Patient.type, $0.id)
        }
    )
    #expect(try await alice.outbox().isEmpty)
  }

  @Test func aParentAndItsChildLandInOneBatch() async throws {
    let server = Fixture.server()
    let alice = try TestNurse(on: server)
    let patient = Fixture.patient()
    let braden = Fixture.braden(patient: patient.id)
    try await alice.create(patient)
    try await alice.add(braden, kind: TestTables.bradens)

    let report = try await alice.sync()

    #expect(report.pushed == 2)
    #expect(report.refused == 0)
    #expect(server.requests.filter { $0.request.path == ContractPaths.batch }.count == 1)
    #expect(server.record(Wire.Braden.self, braden.id) != nil)
  }

  @Test func aBatchWhoseAnswerWasLostIsSentAgainWithoutADuplicate() async throws {
    let server = Fixture.server()
    let alice = try TestNurse(on: server)
    for given in ["Ada", "Grace", "Mary"] { try await alice.create(Fixture.patient(given)) }
    server.failNext(.answerLost)

    await #expect(throws: SyncError.temporary(reason: "unreachable: answer lost")) {
      try await alice.sync()
    }
    // The server stored the batch; the store did not hear of it.
    #expect(server.records(of: Wire.Patient.type).count == 3)
    let waiting = try await alice.outbox()
    #expect(waiting.count == 3)
    #expect(waiting.allSatisfy { $0.attempts == 1 })
    let sequence = server.lastSequence

    let report = try await alice.sync()

    #expect(report.pushed == 3)
    #expect(server.lastSequence == sequence)
    #expect(server.records(of: Wire.Patient.type).count == 3)
    #expect(try await alice.outbox().isEmpty)
  }

  @Test func aStopInsideABatchKeepsTheWholeBatch() async throws {
    let server = Fixture.server()
    let alice = try TestNurse(on: server)
    for given in ["Ada", "Grace"] { try await alice.create(Fixture.patient(given)) }
    // The second entry meets a server error: the server's transaction stores none of them.
    server.failNext(.status(500), skipping: 1, method: "PUT", type: Wire.Patient.type)

    await #expect(throws: SyncError.temporary(reason: "500 server error")) {
      try await alice.sync()
    }

    #expect(server.records(of: Wire.Patient.type).isEmpty)
    #expect(try await alice.outbox().count == 2)
    #expect(try await alice.ledger.refused().isEmpty)
  }

  @Test func aBatchRefusedAsAWholeKeepsTheOutbox() async throws {
    let server = Fixture.server()
    let alice = try TestNurse(on: server)
    try await alice.create(Fixture.patient())
    server.failNext(.refused(field: "entries", status: 422), method: "POST")

    await #expect(throws: SyncError.self) { try await alice.sync() }

    let entry = try #require(try await alice.outbox().first)
    #expect(entry.lastError?.contains("batch 422 refused") == true)
    #expect(try await alice.ledger.refused().isEmpty)
  }

  @Test func oneEntryTooLargeToSendIsRefusedAndBlocksNothing() async throws {
    let server = Fixture.server()
    let alice = try TestNurse(on: server)
    let large = Fixture.patient("Large")
    let small = Fixture.patient("Small")
    try await alice.create(large)
    try await alice.create(small)
    server.failNext(.refused(field: "body", status: 413), method: "POST")

    // The batch of two is refused as a whole: the outbox stays, nothing is refused yet.
    await #expect(throws: SyncError.self) { try await alice.sync() }
    #expect(try await alice.outbox().count == 2)

    // Alone in its batch, the entry the server still cannot take is refused.
    let alone = try TestNurse(on: server, pushBatchSize: 1, store: alice.store)
    server.failNext(.refused(field: "body", status: 413), method: "POST")
    let report = try await alone.sync()

    #expect(report.refused == 1)
    #expect(try await alice.ledger.refused().first?.status == 413)
    #expect(server.record(Wire.Patient.self, small.id) != nil)
  }
}
