import Foundation
import HummingbirdTesting
import Testing

@testable import NurseServer

/// Every read and write of patient data leaves an audit row: one per record written, read or
/// returned by a feed page.
@Suite struct AuditTests {
  @Test func writesReadsAndFeedsAreAudited() async throws {
    let server = try await TestServer()
    let patientID = RecordID(UUID())
    try await server.run { client in
      let anna = try await client.token("anna")
      let bea = try await client.token("bea")
      let patient = Fixtures.patient(id: UUID(uuidString: patientID.text)!)
      _ = try await client.putPatient(patient, token: anna)
      _ = try await client.putPatient(patient, token: bea, ifMatch: "\"1\"")
      _ = try await client.send(.get, "/v1/patients/\(patientID)", token: bea)
      _ = try await client.send(.get, "/v1/patients/changes", token: anna)
      let braden = Fixtures.braden(patientID: patientID.text)
      _ = try await client.send(
        .put,
        "/v1/braden/\(braden["id"]!)",
        token: anna,
        json: braden,
        key: "b"
      )
      _ = try await client.send(.get, "/v1/braden/changes", token: bea)
    }
    let log = try await server.store.auditLog(patientID: patientID)
    let summary = log.map { "\($0.nurse) \($0.action.rawValue) \($0.recordType)" }
    #expect(
      summary == [
        "anna create patient", "bea update patient", "bea read patient", "anna read patient",
        "anna create braden", "bea read braden",
      ]
    )
    #expect(log.allSatisfy { $0.patientID == patientID.text })
  }

  @Test func refusedAndOtherTeamsRequestsLeaveNoRowForThePatient() async throws {
    let server = try await TestServer()
    let patientID = RecordID(UUID())
    try await server.run { client in
      let anna = try await client.token("anna")
      let cleo = try await client.token("cleo")
      let patient = Fixtures.patient(id: UUID(uuidString: patientID.text)!)
      _ = try await client.putPatient(patient, token: anna)
      _ = try await client.send(.get, "/v1/patients/\(patientID)", token: cleo)
      _ = try await client.putPatient(patient, token: anna)  // 428
    }
    let log = try await server.store.auditLog(patientID: patientID)
    #expect(log.map(\.nurse) == ["anna"])
  }
}
