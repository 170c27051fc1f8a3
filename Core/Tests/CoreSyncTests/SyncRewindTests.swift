import CoreContract
import CoreSync
import CoreTesting
import Foundation
import Testing

/// docs/sync.md, "A server restored from a backup": the feed's log identity changes, and a
/// store that sees it pulls the restored log from its start and pushes again what the server
/// lost — in the same sync, with nothing duplicated.
@Suite("Sync after a server restored from a backup")
struct SyncRewindTests {
  @Test func whatTheServerLostIsPushedAgainAndItsNewNumbersAreNotSkipped() async throws {
    let server = Fixture.server()
    let alice = try TestNurse("alice", on: server, pageSize: 2)
    let bea = try TestNurse("bea", on: server, pageSize: 2)
    let before = Fixture.patient("Before")
    try await alice.create(before)
    try await alice.sync()
    let backup = server.backup()

    // After the backup: a patient, her Braden, and an edit of the first patient.
    let after = Fixture.patient("After")
    let braden = Fixture.braden(patient: after.id)
    try await alice.create(after)
    try await alice.add(braden, kind: TestTables.bradens)
    try await alice.edit(before.id) { $0.notes = "edited after the backup" }
    try await alice.sync()
    let cursorBefore = try #require(try await alice.cursor())

    server.restore(backup)
    // Bea writes to the restored server first: her patient takes a number alice's cursor
    // had passed already.
    let fresh = Fixture.patient("Fresh")
    try await bea.create(fresh)
    try await bea.sync()
    #expect(server.lastSequence < cursorBefore)

    let report = try await alice.sync()
    #expect(report.pending == 0 && report.refused == 0 && report.conflicts == 0)
    #expect(try await alice.patient(fresh.id)?.givenName == "Fresh", "not skipped")
    #expect(server.record(Wire.Patient.self, after.id)?.givenName == "After")
    #expect(server.record(Wire.Braden.self, braden.id) != nil)
    #expect(server.record(Wire.Patient.self, before.id)?.notes == "edited after the backup")
    #expect(try await alice.patient(before.id)?.notes == "edited after the backup")
    #expect(server.records(of: Wire.Patient.type).count == 3, "nothing duplicated")
    #expect(server.records(of: Wire.Braden.type).count == 1)

    // Once done, another sync pushes nothing again.
    server.clearRequests()
    let again = try await alice.sync()
    #expect(again.pushed == 0)
    #expect(server.writes.isEmpty)

    let beaReport = try await bea.sync()
    #expect(beaReport.refused == 0)
    #expect(try await bea.patient(after.id)?.givenName == "After")
    #expect(try await bea.patient(before.id)?.notes == "edited after the backup")
  }

  @Test func aRewindCutHalfwayEndsAtTheNextSync() async throws {
    let server = Fixture.server()
    let alice = try TestNurse("alice", on: server, pageSize: 1)
    for name in ["One", "Two"] { try await alice.create(Fixture.patient(name)) }
    try await alice.sync()
    let backup = server.backup()
    let lost = Fixture.patient("Lost")
    try await alice.create(lost)
    try await alice.sync()
    server.restore(backup)

    // The restored log's second page fails: the rewind is under way, its records kept.
    server.failNext(.offline, skipping: 2, method: "GET")
    await #expect(throws: SyncError.self) { try await alice.sync() }
    #expect(server.record(Wire.Patient.self, lost.id) == nil)

    let report = try await alice.sync()
    #expect(report.pending == 0)
    #expect(server.record(Wire.Patient.self, lost.id)?.givenName == "Lost")
    #expect(server.records(of: Wire.Patient.type).count == 3)
  }

  @Test func aStoreThatNeverSawALogTakesTheFirstWithoutStartingOver() async throws {
    let server = Fixture.server()
    server.seed(Fixture.patient("Seeded"))
    let alice = try TestNurse("alice", on: server)
    try await alice.sync()
    server.clearRequests()
    try await alice.sync()
    let sinces = server.requests.map(\.request).filter { $0.path == ContractPaths.changes }
      .map { $0.query.first { $0.name == "since" }?.value }
    #expect(sinces == ["1"], "the cursor kept: the same log")
  }
}
