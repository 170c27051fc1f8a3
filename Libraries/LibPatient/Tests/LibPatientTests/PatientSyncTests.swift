import CoreContract
import CoreDatabase
import CoreHTTP
import CoreSync
import CoreTesting
import Foundation
import Testing

@testable import LibPatient

/// Nurses syncing their own stores with one fake team server that keeps the contract.
@Suite("Sync of patients and Braden assessments through CoreSync")
struct PatientSyncTests {
  let server = FakeTeamServer()

  @Test func aPatientCreatedAndEditedOfflineReachesTheServerOnceWithTheEdit() async throws {
    let alice = try TeamNurse("alice", server)
    let id = try await alice.fixture.addPatient()
    var details = try await alice.library.patient(id).details
    details.familyName = "Dupont-Moreau"
    try await alice.library.edit(id, details: details)

    let report = try await alice.sync()
    #expect(report.pushed == 2)
    #expect(report.pending == 0)
    #expect(try await alice.library.patient(id).version == 2)
    // Once: one create, then the edit as a patch of the one field on the version it got.
    #expect(server.writes.map(\.request.method) == ["PUT", "PATCH"])
    #expect(server.writes.last?.request.headers["If-Match"] == "\"1\"")
    #expect(server.records(of: Wire.Patient.type).count == 1)
    let stored = try #require(server.record(Wire.Patient.self, RecordID(id.rawValue)))
    #expect(stored.familyName == "Dupont-Moreau")

    let bob = try TeamNurse("bob", server)
    _ = try await bob.sync()
    let hers = try await bob.library.list()
    #expect(hers.map(\.id) == [id])
    #expect(hers.first?.familyName == "Dupont-Moreau")
  }

  @Test func twoNursesEditingDifferentFieldsBothSurvive() async throws {
    let (alice, bob, id) = try await sharedPatient()
    try await alice.change(id) { $0.phone = "+33 6 11 11 11 11" }
    try await bob.change(id) { $0.notes = "Ring twice" }

    _ = try await alice.sync()
    let report = try await bob.sync()
    _ = try await alice.sync()

    #expect(report.conflicts == 0)
    for nurse in [alice, bob] {
      let details = try await nurse.library.patient(id).details
      #expect(details.phone == "+33 6 11 11 11 11")
      #expect(details.notes == "Ring twice")
    }
  }

  @Test func bothChangingTheSameFieldIsOneConflictOnThatField() async throws {
    let (alice, bob, id) = try await sharedPatient()
    try await alice.change(id) { $0.phone = "+33 6 11 11 11 11" }
    try await bob.change(id) { $0.phone = "+33 6 22 22 22 22" }
    try await bob.change(id) { $0.notes = "Ring twice" }

    _ = try await alice.sync()
    _ = try await bob.sync()

    let conflicts = try await bob.fixture.ledger.conflicts()
    #expect(conflicts.map(\.field) == ["phone"])
    #expect(conflicts.first?.mine == .string("+33 6 22 22 22 22"))
    #expect(conflicts.first?.theirs == .string("+33 6 11 11 11 11"))
    // The server's value shows until she chooses; her other field landed.
    let shown = try await bob.library.patient(id).details
    #expect(shown.phone == "+33 6 11 11 11 11")
    #expect(shown.notes == "Ring twice")

    let conflict = try #require(conflicts.first)
    try await bob.fixture.ledger.resolve(conflict.id, keep: .mine, kinds: bob.library.syncedKinds)
    _ = try await bob.sync()
    _ = try await alice.sync()
    #expect(try await alice.library.patient(id).details.phone == "+33 6 22 22 22 22")
    #expect(try await bob.fixture.ledger.conflicts().isEmpty)
  }

  @Test func aPatientTheServerRefusesIsListedAsRefusedAndTheNextOneGoesOn() async throws {
    let alice = try TeamNurse("alice", server)
    // Queued by an older app, before the contract's text rule: the server refuses it (422).
    let old = Wire.Patient(
      id: RecordID(UUID()),
      givenName: "Zo\u{1B}ë",
      familyName: "Dupont",
      birthDate: "1941-03-09",
      sex: .female,
      createdAt: PatientFixture.start,
      updatedAt: PatientFixture.start
    )
    try await alice.fixture.store.writer.write { db in
      try Outbox.enqueue(
        OutboxEntry(
          entityType: "patient",
          entityID: old.id.uuid,
          operation: .create,
          payload: try WireCoding.encoder.encode(old)
        ),
        in: db
      )
    }
    let next = try await alice.fixture.addPatient(given: "Marc")

    let report = try await alice.sync()

    #expect(report.refused == 1)
    let refused = try await alice.fixture.ledger.refused()
    #expect(refused.map(\.status) == [422])
    #expect(refused.first?.field == "givenName")
    #expect(refused.first?.recordID == old.id)
    #expect(try await alice.library.patient(next).version == 1)
  }

  private func sharedPatient() async throws -> (TeamNurse, TeamNurse, Patient.ID) {
    try await TeamNurse.sharedPatient(on: server)
  }
}
