import CoreContract
import CoreSync
import CoreTesting
import Foundation
import GRDB
import Testing

/// A pull stores its pages in runs (`pagesPerWrite`), each run with the cursor of its last
/// page in one transaction, the next run fetched while one is written.
@Suite("Sync pull runs")
struct SyncPullRunTests {
  private func changeRequests(_ server: FakeTeamServer) -> [String] {
    server.requests.map(\.request).filter { $0.path == ContractPaths.changes }.map {
      $0.query.first { $0.name == "since" }?.value ?? "?"
    }
  }

  /// Each cursor the pull stored, in order: a trigger notes every write of `sync_cursor`.
  private func noteCursors(of nurse: TestNurse) async throws {
    try await nurse.store.writer.write { db in
      try db.execute(
        sql: """
          CREATE TABLE seen_cursor (n INTEGER PRIMARY KEY, cursor INTEGER);
          CREATE TRIGGER note_insert AFTER INSERT ON sync_cursor
          BEGIN INSERT INTO seen_cursor (cursor) VALUES (NEW.cursor); END;
          CREATE TRIGGER note_update AFTER UPDATE ON sync_cursor
          BEGIN INSERT INTO seen_cursor (cursor) VALUES (NEW.cursor); END;
          """
      )
    }
  }

  private func seenCursors(of nurse: TestNurse) async throws -> [Int64] {
    try await nurse.store.read { db in
      try Int64.fetchAll(db, sql: "SELECT cursor FROM seen_cursor ORDER BY n")
    }
  }

  @Test func pagesAreStoredInRunsInOrderEachWithItsLastCursor() async throws {
    let server = Fixture.server()
    let patients = (1...7).map { Fixture.patient("P\($0)") }
    for patient in patients { server.seed(patient) }
    let alice = try TestNurse(on: server, pageSize: 2, pagesPerWrite: 2)
    try await noteCursors(of: alice)

    #expect(try await alice.engine.pull() == 7)

    #expect(changeRequests(server) == ["0", "2", "4", "6"])
    // Four pages in two runs: one cursor stored per run, the last page's.
    #expect(try await seenCursors(of: alice) == [4, 7])
    for patient in patients {
      #expect(try await alice.patient(patient.id)?.givenName == patient.givenName)
    }
    #expect(try await alice.engine.pull() == 0)
  }

  /// A child in the first page of a run whose parent comes in its second page is applied in
  /// the same run: parked changes are retried at the run's end.
  @Test func aChildBeforeItsParentInOneRunIsAppliedInThatRun() async throws {
    let server = Fixture.server()
    let patient = Fixture.patient("P1")
    let braden = Fixture.braden(patient: patient.id)
    server.seed(braden)
    server.seed(Fixture.patient("P2"))
    server.seed(patient)
    let alice = try TestNurse(on: server, pageSize: 2, pagesPerWrite: 2)

    #expect(try await alice.engine.pull() == 3)

    #expect(try await alice.ledger.parkedCount() == 0)
    #expect(try await alice.cursor() == 3)
  }

  /// A pull cut while fetching a run (the link lost, a kill) keeps every run stored before
  /// and the pages fetched before the cut; the next pull asks from there.
  @Test func aPullCutMidRunResumesAfterTheLastPageStored() async throws {
    let server = Fixture.server()
    let patients = (1...8).map { Fixture.patient("P\($0)") }
    for patient in patients { server.seed(patient) }
    let alice = try TestNurse(on: server, pageSize: 2, pagesPerWrite: 2)
    // The first run (pages from 0 and 2) goes through; the next run's second page is cut.
    server.failNext(.offline, skipping: 3, method: "GET")

    await #expect(throws: SyncError.self) { try await alice.engine.pull() }

    #expect(try await alice.cursor() == 6)
    for patient in patients[..<6] { #expect(try await alice.patient(patient.id) != nil) }
    for patient in patients[6...] { #expect(try await alice.patient(patient.id) == nil) }
    #expect(try await alice.engine.pull() == 2)
    #expect(changeRequests(server) == ["0", "2", "4", "6", "6"])
    #expect(try await alice.cursor() == 8)
  }

  /// A run whose transaction fails is stored not at all, not even its first pages, and the run
  /// fetched ahead of it is dropped: the cursor stays at the run before, and the next pull
  /// asks for the failed run's pages again.
  @Test func aRunThatFailsIsStoredNotAtAll() async throws {
    let server = Fixture.server()
    let patients = (1...10).map { Fixture.patient("P\($0)") }
    for patient in patients { server.seed(patient) }
    let alice = try TestNurse(on: server, pageSize: 2, pagesPerWrite: 2)
    // The store refuses the second run's cursor: that run's transaction fails in SQLite.
    try await alice.refuseCursor(8)

    await #expect(throws: (any Error).self) { try await alice.engine.pull() }

    #expect(try await alice.cursor() == 4)
    for patient in patients[..<4] { #expect(try await alice.patient(patient.id) != nil) }
    for patient in patients[4...] { #expect(try await alice.patient(patient.id) == nil) }
    let askedBeforeRetry = changeRequests(server).count

    try await alice.store.writer.write { db in
      try db.execute(sql: "DROP TRIGGER refuse_insert; DROP TRIGGER refuse_update")
    }
    #expect(try await alice.engine.pull() == 6)
    #expect(Array(changeRequests(server)[askedBeforeRetry...]) == ["4", "6", "8"])
    #expect(try await alice.cursor() == 10)
    for patient in patients { #expect(try await alice.patient(patient.id) != nil) }
  }

  /// A fresh pull asks nothing of the parked changes for each record while none is parked;
  /// a change parked early in the pull is still superseded by a later one of its record.
  @Test func aChangeParkedInAPullIsSupersededLaterInThatPull() async throws {
    let server = Fixture.server()
    let id = RecordID(UUID())
    server.seed(Wire.Patient.type, id, record: ["id": .string(id.text), "broken": .bool(true)])
    server.seed(Fixture.patient("P2"))
    server.seed(Fixture.patient(id: id))
    let alice = try TestNurse(on: server, pageSize: 1, pagesPerWrite: 3)

    try await alice.engine.pull()

    #expect(try await alice.patient(id)?.givenName == "Ada")
    #expect(try await alice.ledger.parkedCount() == 0)
  }
}
