import CoreContract
import CoreSync
import CoreTesting
import Foundation
import Testing

/// A kind lists the records its store holds, so a store can be compared with the server's
/// record kind by kind, in wire form (`current`), without a list of columns kept by hand.
@Suite("A kind's stored records")
struct SyncedKindStoredIDsTests {
  @Test func aKindListsWhatItsStoreHoldsAndReadsEachBackInWireForm() async throws {
    let server = FakeTeamServer()
    let alice = try TestNurse(on: server)
    let bob = try TestNurse("bob", on: server)
    let patient = Fixture.patient()
    try await alice.create(patient)
    try await alice.sync()
    try await bob.sync()
    let (ids, pulled) = try await bob.store.read { db in
      (
        try TestTables.patients.storedIDs(in: db),
        try TestTables.patients.current(patient.id, in: db)
      )
    }
    #expect(ids == [patient.id])
    let served = try #require(server.record(Wire.Patient.self, patient.id))
    #expect(try pulled?.decode(as: Wire.Patient.self) == served)
    #expect(try await bob.store.read { try TestTables.bradens.storedIDs(in: $0) }.isEmpty)
  }
}
