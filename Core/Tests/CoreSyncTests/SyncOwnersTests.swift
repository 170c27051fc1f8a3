import CoreContract
import CoreDatabase
import CoreSync
import CoreTesting
import Foundation
import Testing

/// Whose record a conflict or a refused change is: the ledger walks a record up to its
/// patient through the kinds' cached records, on a real store.
@Suite("Sync ledger: whose record")
struct SyncOwnersTests {
  @Test func aBradenHangsUnderItsPatientAndAPatientUnderNothing() async throws {
    let alice = try TestNurse(on: Fixture.server())
    let patient = Fixture.patient()
    let braden = Fixture.braden(patient: patient.id)
    try await alice.create(patient)
    try await alice.add(braden, kind: TestTables.bradens)

    let bradenRef = RecordReference(Wire.Braden.type, braden.id)
    let patientRef = RecordReference(Wire.Patient.type, patient.id)
    let owners = try await alice.ledger.owners(of: [bradenRef, patientRef], kinds: alice.kinds)

    #expect(owners[bradenRef] == [patientRef])
    #expect(owners[patientRef] == [])
  }

  @Test func aRecordNoLongerHeldIsReadFromItsRefusedCreation() async throws {
    let server = Fixture.server()
    let alice = try TestNurse(on: server)
    let patient = Fixture.patient()
    let braden = Fixture.braden(patient: patient.id)
    try await alice.create(patient)
    try await alice.add(braden, kind: TestTables.bradens)
    server.refuse(Wire.Braden.type, field: "moisture")
    try await alice.sync()
    // Gone from its table (as after a tombstone), still in the refused changes.
    try await alice.store.writer.write { db in try TestTables.bradens.delete(braden.id, in: db) }

    let bradenRef = RecordReference(Wire.Braden.type, braden.id)
    let owners = try await alice.ledger.owners(of: [bradenRef], kinds: alice.kinds)

    #expect(owners[bradenRef] == [RecordReference(Wire.Patient.type, patient.id)])
  }

  @Test func aKindNotGivenOrARecordNotHeldHasNoOwners() async throws {
    let alice = try TestNurse(on: Fixture.server())
    let unknown = RecordReference(RecordType(rawValue: "visit"), RecordID(UUID()))
    let absent = RecordReference(Wire.Braden.type, RecordID(UUID()))
    let owners = try await alice.ledger.owners(of: [unknown, absent], kinds: alice.kinds)
    #expect(owners[unknown] == [])
    #expect(owners[absent] == [])
  }

  @Test func aRefusalSaysItsCauseFromItsStatusAndType() async throws {
    let server = Fixture.server()
    let alice = try TestNurse(on: server)
    let patient = Fixture.patient()
    try await alice.create(patient)
    server.refuse(Wire.Patient.type, field: "birthDate")
    try await alice.sync()
    let change = try #require(try await alice.ledger.refused().first)
    #expect(change.cause == .breaksRule)
    #expect(change.problemType?.hasSuffix("/validation") == true)
    #expect(change.field == "birthDate")
  }

  @Test(arguments: [
    (404, "https://nurse.invalid/problems/not-found", RefusalCause.notOnTeamRecord),
    (422, "https://nurse.invalid/problems/validation", .breaksRule),
    (409, "https://nurse.invalid/problems/conflict", .idTaken),
    (413, "https://nurse.invalid/problems/too-large", .tooLarge),
    (422, "https://nurse.invalid/problems/idempotency-key-reused", .unknown),
    (400, "https://nurse.invalid/problems/bad-request", .unknown),
  ])
  func theCauseOfEachStatus(status: Int, type: String, cause: RefusalCause) {
    #expect(RefusalCause(status: status, problemType: type) == cause)
  }

  @Test func aChangeWaitingForARefusedCreationSaysSo() async throws {
    let server = Fixture.server()
    let alice = try TestNurse(on: server)
    let patient = Fixture.patient()
    try await alice.create(patient)
    try await alice.edit(patient.id) { $0.phone = "0200 00 00 00" }
    server.refuse(Wire.Patient.type, field: "givenName")
    try await alice.sync()
    let causes = try await alice.ledger.refused().map(\.cause)
    #expect(causes == [.breaksRule, .waitsForCreation])
  }
}
