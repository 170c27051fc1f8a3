import CoreContract
import CoreDatabase
import CoreSync
import CoreTesting
import Foundation
import GRDB
import Testing

/// An append-only kind declared with its table (`heldIn:`): a record already here is never
/// stored again, neither from a push's answer nor from a pull, and only that kind's own rows
/// count.
@Suite("Sync of held append-only records")
struct SyncHeldRecordTests {
  /// Bradens as `TestTables.bradens` keeps them, declared with their table.
  static let heldBradens = SyncedRecords(
    Wire.Braden.self,
    stored: .table("test_braden"),
    heldIn: "test_braden",
    save: { braden, db in try TestTables.bradens.save(JSONValue(encoding: braden), in: db) },
    delete: { id, db in try TestTables.bradens.delete(id, in: db) }
  )

  private static func storedJSON(_ id: RecordID, _ nurse: TestNurse) async throws -> String? {
    try await nurse.store.writer.read { db in
      try String.fetchOne(
        db,
        sql: "SELECT json FROM test_braden WHERE id = ?",
        arguments: [id.text]
      )
    }
  }

  @Test func aHeldRecordIsPushedAndPulledWithoutBeingStoredAgain() async throws {
    let server = Fixture.server()
    let alice = try TestNurse(on: server, kinds: [TestTables.patients, Self.heldBradens])
    let patient = Fixture.patient()
    let braden = Fixture.braden(patient: patient.id)
    try await alice.create(patient)
    try await alice.add(braden, kind: Self.heldBradens)
    // Her row, marked: storing the server's copy of it again would overwrite the mark.
    try await alice.store.writer.write { db in
      try db.execute(
        sql: "UPDATE test_braden SET json = 'hers' WHERE id = ?",
        arguments: [braden.id.text]
      )
    }

    let report = try await alice.sync()

    // Both come back in the change log: hers, so not counted as received.
    #expect(report.pushed == 2 && report.pulled == 0 && report.parked == 0)
    #expect(try await alice.outbox().isEmpty)
    #expect(server.record(Wire.Braden.self, braden.id) == braden)
    #expect(try await Self.storedJSON(braden.id, alice) == "hers")
  }

  @Test func aRecordNotHeldIsStoredAndThenHeld() async throws {
    let server = Fixture.server()
    let alice = try TestNurse(on: server)
    let patient = Fixture.patient()
    let braden = Fixture.braden(patient: patient.id)
    try await alice.create(patient)
    try await alice.add(braden, kind: TestTables.bradens)
    try await alice.sync()
    let bob = try TestNurse("bob", on: server, kinds: [TestTables.patients, Self.heldBradens])

    try await bob.sync()

    let stored = try #require(try await Self.storedJSON(braden.id, bob))
    #expect(try WireCoding.decoder.decode(Wire.Braden.self, from: Data(stored.utf8)) == braden)
    let held = try await bob.store.writer.read { db in
      (
        try Self.heldBradens.holds(braden.id, in: db),
        try Self.heldBradens.holds(patient.id, in: db),
        try TestTables.bradens.holds(braden.id, in: db)
      )
    }
    #expect(held == (true, false, false))
  }
}
