import CoreContract
import CoreSync
import CoreTesting
import Foundation
import Testing

@Suite("Sync pull")
struct SyncPullTests {
  private func changeRequests(_ server: FakeTeamServer) -> [String] {
    server.requests.map(\.request).filter { $0.path == ContractPaths.changes }.map {
      $0.query.first { $0.name == "since" }?.value ?? "?"
    }
  }

  @Test func pagesApplyInOrderWithOneCursor() async throws {
    let server = Fixture.server()
    let patients = (1...5).map { Fixture.patient("P\($0)") }
    for patient in patients { server.seed(patient) }
    let alice = try TestNurse(on: server, pageSize: 2)

    #expect(try await alice.engine.pull() == 5)

    for patient in patients {
      #expect(try await alice.patient(patient.id)?.givenName == patient.givenName)
      #expect(try await alice.patient(patient.id)?.version == 1)
    }
    #expect(changeRequests(server) == ["0", "2", "4"])
    #expect(try await alice.cursor() == 5)
    #expect(try await alice.engine.pull() == 0)
    #expect(changeRequests(server).last == "5")
  }

  @Test func aSyncKilledBetweenPagesResumesFromTheLastPage() async throws {
    let server = Fixture.server()
    let patients = (1...4).map { Fixture.patient("P\($0)") }
    for patient in patients { server.seed(patient) }
    let alice = try TestNurse(on: server, pageSize: 2)
    server.failNext(.offline, skipping: 1, method: "GET")

    await #expect(throws: SyncError.self) { try await alice.engine.pull() }

    #expect(try await alice.cursor() == 2)
    #expect(try await alice.patient(patients[1].id) != nil)
    #expect(try await alice.patient(patients[2].id) == nil)
    #expect(try await alice.engine.pull() == 2)
    #expect(changeRequests(server) == ["0", "2", "2"])
    #expect(try await alice.patient(patients[3].id) != nil)
  }

  /// The next page is asked for while the one before it is applied; when applying that one
  /// fails, the page fetched ahead is dropped unapplied and the cursor stays at the last page
  /// stored, so the next pull asks for it again.
  @Test func aPageFetchedAheadIsNotAppliedWhenThePageBeforeItFails() async throws {
    let server = Fixture.server()
    let patients = (1...6).map { Fixture.patient("P\($0)") }
    for patient in patients { server.seed(patient) }
    let alice = try TestNurse(on: server, pageSize: 2, pagesPerWrite: 1)
    // The store refuses the second page's cursor: that page's transaction fails in SQLite.
    try await alice.refuseCursor(4)

    await #expect(throws: (any Error).self) { try await alice.engine.pull() }

    #expect(try await alice.cursor() == 2)
    #expect(try await alice.patient(patients[1].id) != nil)
    for patient in patients[2...] { #expect(try await alice.patient(patient.id) == nil) }
    #expect(changeRequests(server).starts(with: ["0", "2"]))
    let askedBeforeRetry = changeRequests(server).count

    try await alice.store.writer.write { db in
      try db.execute(sql: "DROP TRIGGER refuse_insert; DROP TRIGGER refuse_update")
    }
    #expect(try await alice.engine.pull() == 4)
    #expect(Array(changeRequests(server)[askedBeforeRetry...]) == ["2", "4"])
    #expect(try await alice.cursor() == 6)
    for patient in patients { #expect(try await alice.patient(patient.id) != nil) }
  }

  /// A full disk is the store's fault, not the record's: nothing is parked, the cursor stays,
  /// and the next pull with room applies every record.
  @Test func aFullDiskStopsThePullWithoutParkingAnything() async throws {
    let server = Fixture.server()
    let patients = (1...40).map { Fixture.patient(String(repeating: "P", count: 150) + "\($0)") }
    for patient in patients { server.seed(patient) }
    let alice = try TestNurse(on: server, pageSize: 40)
    try await alice.store.writer.writeWithoutTransaction { db in
      let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
      try db.execute(sql: "PRAGMA max_page_count = \(pages)")
    }

    await #expect(throws: (any Error).self) { try await alice.engine.pull() }
    #expect(try await alice.ledger.parkedCount() == 0)
    #expect(try await alice.cursor() == nil)

    try await alice.store.writer.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA max_page_count = 1073741823")
    }
    #expect(try await alice.engine.pull() == 40)
    #expect(try await alice.ledger.parkedCount() == 0)
  }

  @Test func aTombstoneDeletesTheRecord() async throws {
    let server = Fixture.server()
    let patient = Fixture.patient()
    server.seed(patient)
    let alice = try TestNurse(on: server)
    try await alice.engine.pull()

    server.erase(type: Wire.Patient.type, id: patient.id)
    #expect(try await alice.engine.pull() == 1)

    #expect(try await alice.patient(patient.id) == nil)
  }

  @Test func anUnknownKindIsParkedAndAppliedOnceTheAppKnowsIt() async throws {
    let server = Fixture.server()
    let patient = Fixture.patient()
    let braden = Fixture.braden(patient: patient.id)
    server.seed(patient)
    server.seed(braden)
    let old = try TestNurse(on: server, kinds: [TestTables.patients])

    let report = try await old.sync()

    #expect(report.pulled == 1)
    #expect(report.parked == 1)
    let new = try old.with(kinds: TestTables.kinds)
    #expect(try await new.engine.pull() == 1)
    #expect(try await new.braden(braden.id) == braden)
    #expect(try await new.ledger.parkedCount() == 0)
  }

  @Test func aChangeWhoseParentIsAbsentIsParkedUntilTheParentComes() async throws {
    let server = Fixture.server()
    let patient = Fixture.patient()
    let braden = Fixture.braden(patient: patient.id)
    server.seed(braden)  // unchecked: as if the patient's row were not readable here yet
    let alice = try TestNurse(on: server)

    #expect(try await alice.engine.pull() == 0)
    #expect(try await alice.ledger.parkedCount() == 1)

    server.seed(patient)
    #expect(try await alice.engine.pull() == 2)
    #expect(try await alice.braden(braden.id) == braden)
    #expect(try await alice.ledger.parkedCount() == 0)
  }

  @Test func aLaterChangeOfAParkedRecordSupersedesIt() async throws {
    let server = Fixture.server()
    let id = RecordID(UUID())
    server.seed(Wire.Patient.type, id, record: ["id": .string(id.text), "broken": .bool(true)])
    let alice = try TestNurse(on: server)
    try await alice.engine.pull()
    #expect(try await alice.ledger.parkedCount() == 1)

    server.seed(Fixture.patient(id: id))
    try await alice.engine.pull()

    #expect(try await alice.patient(id)?.givenName == "Ada")
    #expect(try await alice.ledger.parkedCount() == 0)
  }

  @Test func aPulledRecordKeepsTheNursesPendingChangesOnTop() async throws {
    let server = Fixture.server()
    let patient = Fixture.patient()
    let alice = try TestNurse(on: server)
    try await alice.create(patient)
    try await alice.sync()
    try await alice.edit(patient.id) { $0.phone = "0199 00 00 00" }
    server.edit(Wire.Patient.type, patient.id, set: ["notes": .string("colleague's notes")])

    #expect(try await alice.engine.pull() == 1)

    let seen = try #require(try await alice.patient(patient.id))
    #expect(seen.phone == "0199 00 00 00")
    #expect(seen.notes == "colleague's notes")
    #expect(seen.version == 2)
    #expect(try await alice.outbox().count == 1)
    try await alice.sync()
    #expect(server.record(Wire.Patient.self, patient.id)?.phone == "0199 00 00 00")
    #expect(server.record(Wire.Patient.self, patient.id)?.notes == "colleague's notes")
  }
}
