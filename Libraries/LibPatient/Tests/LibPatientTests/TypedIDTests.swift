import CoreContract
import Foundation
import Testing

@testable import LibPatient

/// That a wound's id cannot be passed for a patient's is the compiler's check: these tests
/// compile against the typed API. What a test can check is the one place that converts
/// (CoreDatabase's `TypedStoredID` and the adapters): each id comes back as it went in.
@Suite("Typed ids")
struct TypedIDTests {
  @Test func eachIdComesBackFromTheStoreUnchanged() async throws {
    let fixture = try PatientFixture()
    let patientID = Patient.ID()
    try await fixture.library.add(NewPatient(id: patientID, details: .sample))
    let braden = BradenAssessment(
      patientID: patientID,
      assessedAt: PatientFixture.start,
      scores: .middling
    )
    try await fixture.library.recordBraden(braden)
    let abpi = ABPITests.measurement(of: patientID, at: PatientFixture.start)
    try await fixture.library.recordABPI(abpi)

    #expect(try await fixture.library.patient(patientID).id == patientID)
    #expect(try await fixture.library.list().map(\.id) == [patientID])
    #expect(try await fixture.library.bradenHistory(of: patientID).map(\.id) == [braden.id])
    #expect(try await fixture.library.abpiHistory(of: patientID) == [abpi])
    let typed = String(patientID.uuidString.prefix(8))
    #expect(try await fixture.library.resolveID(typed) == patientID)
  }

  @Test func eachIdComesBackFromTheWireUnchanged() throws {
    let patientID = Patient.ID()
    let braden = BradenAssessment(
      patientID: patientID,
      assessedAt: PatientFixture.start,
      scores: .middling
    )
    let record = PatientAdapter.record(from: braden, recordedAt: PatientFixture.start)
    let wire = PatientAdapter.wire(from: record)
    #expect(wire.id == braden.id.recordID && wire.patientId == patientID.recordID)
    #expect(PatientAdapter.assessment(from: PatientAdapter.record(from: wire)) == braden)
    let abpi = ABPITests.measurement(of: patientID, at: PatientFixture.start)
    #expect(ABPIAdapter.measurement(from: ABPIAdapter.wire(from: abpi)) == abpi)
  }
}
