import CoreContract
import CoreDatabase
import CoreHTTP
import CoreSync
import CoreTesting
import Foundation
import Testing

@testable import LibPatient

/// Braden assessments and erased patients as the change log brings them, and sync offline.
@Suite("Sync: assessments, tombstones, offline")
struct BradenSyncTests {
  let server = FakeTeamServer()

  @Test func anAssessmentOfAnAbsentPatientIsParkedThenAppliedWhenSheArrives() async throws {
    let (alice, _, id) = try await TeamNurse.sharedPatient(on: server)
    try await alice.library.recordBraden(
      BradenAssessment(patientID: id, assessedAt: PatientFixture.start, scores: .middling)
    )
    _ = try await alice.sync()

    // Carol's first pages lose the patient on the way: her assessment has nothing to hang under.
    let hiding = HidingClient(base: server.client(for: "carol"), hiding: Wire.Patient.type)
    let carol = try TeamNurse("carol", client: hiding)
    let first = try await carol.sync()
    #expect(first.parked == 1)
    #expect(try await carol.library.list(PatientListQuery(status: nil)).isEmpty)

    hiding.stopHiding()
    try await alice.change(id) { $0.notes = "Ring twice" }
    _ = try await alice.sync()
    let second = try await carol.sync()

    #expect(second.parked == 0)
    #expect(try await carol.library.bradenHistory(of: id).map(\.scores) == [.middling])
  }

  @Test func aTombstoneRemovesThePatientAndHerAssessments() async throws {
    let fixture = try PatientFixture()
    let id = try await fixture.addPatient()
    try await fixture.library.recordBraden(
      BradenAssessment(patientID: id, assessedAt: PatientFixture.start, scores: .middling)
    )
    let kind = try #require(fixture.library.syncedKinds.first { $0.type == Wire.Patient.type })
    try await fixture.store.writer.write { db in try kind.delete(RecordID(id.rawValue), in: db) }
    await #expect(throws: IDLookupError.self) { try await fixture.library.patient(id) }
  }

  @Test func offlineTheCommandsWorkAndTheOutboxStaysForTheNextSync() async throws {
    let fixture = try PatientFixture()
    try await fixture.addPatient()
    await #expect(throws: SyncError.self) { try await fixture.sync(with: UnreachableClient()) }
    #expect(try await fixture.library.pendingChangeCount() == 1)
  }

}
