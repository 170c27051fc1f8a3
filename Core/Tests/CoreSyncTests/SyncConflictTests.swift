import CoreContract
import CoreSync
import CoreTesting
import Foundation
import Testing

@Suite("Sync conflicts")
struct SyncConflictTests {
  /// Alice and Bob hold the same synced patient; both change the given name, Alice also the
  /// phone; Alice syncs first, then Bob.
  private func conflict() async throws -> (FakeTeamServer, TestNurse, RecordID) {
    let server = Fixture.server()
    let alice = try TestNurse("alice", on: server)
    let bob = try TestNurse("bob", on: server)
    let patient = Fixture.patient()
    try await alice.create(patient)
    try await alice.sync()
    try await bob.sync()
    try await alice.edit(patient.id) {
      $0.givenName = "Adeline"
      $0.phone = "0199 00 00 00"
    }
    try await bob.edit(patient.id) {
      $0.givenName = "Adele"
      $0.notes = "bob's notes"
    }
    try await alice.sync()
    try await bob.sync()
    return (server, bob, patient.id)
  }

  @Test func theSameFieldMakesOneConflictAndTheOtherFieldsLand() async throws {
    let (server, bob, id) = try await conflict()

    let conflicts = try await bob.ledger.conflicts()
    #expect(conflicts.count == 1)
    let conflict = try #require(conflicts.first)
    #expect(conflict.field == "givenName")
    #expect(conflict.mine == .string("Adele"))
    #expect(conflict.theirs == .string("Adeline"))
    #expect(conflict.recordID == id)
    let seen = try #require(try await bob.patient(id))
    #expect(seen.givenName == "Adeline")
    #expect(seen.phone == "0199 00 00 00")
    #expect(seen.notes == "bob's notes")
    #expect(server.record(Wire.Patient.self, id)?.notes == "bob's notes")
  }

  @Test func keepingMineQueuesThatOneFieldAndTouchesNoOther() async throws {
    let (server, bob, id) = try await conflict()
    let conflict = try #require(try await bob.ledger.conflicts().first)
    let before = try #require(try await bob.patient(id))

    try await bob.ledger.resolve(conflict.id, keep: .mine, kinds: TestTables.kinds)

    #expect(
      try await bob.queuedChanges() == [
        [Wire.FieldChange(field: "givenName", from: .string("Adeline"), to: .string("Adele"))]
      ]
    )
    var expected = before
    expected.givenName = "Adele"
    #expect(try await bob.patient(id) == expected)
    #expect(try await bob.ledger.conflicts().isEmpty)
    try await bob.sync()
    let stored = try #require(server.record(Wire.Patient.self, id))
    #expect(stored.givenName == "Adele")
    #expect(stored.phone == "0199 00 00 00")
    #expect(stored.notes == "bob's notes")
  }

  @Test func keepingTheirsDropsMine() async throws {
    let (server, bob, id) = try await conflict()
    let conflict = try #require(try await bob.ledger.conflicts().first)
    let version = server.version(of: Wire.Patient.type, id)

    try await bob.ledger.resolve(conflict.id, keep: .theirs, kinds: TestTables.kinds)

    #expect(try await bob.outbox().isEmpty)
    #expect(try await bob.ledger.conflicts().isEmpty)
    #expect(try await bob.patient(id)?.givenName == "Adeline")
    try await bob.sync()
    #expect(server.version(of: Wire.Patient.type, id) == version)
  }

  @Test func resolvingAnUnknownConflictThrows() async throws {
    let bob = try TestNurse(on: Fixture.server())
    await #expect(throws: SyncItemNotFound.self) {
      try await bob.ledger.resolve(UUID(), keep: .mine, kinds: TestTables.kinds)
    }
  }
}
