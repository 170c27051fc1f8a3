import CoreContract
import Foundation
import HummingbirdTesting
import Testing

@testable import NurseServer

/// Every read and write of patient data is audited: one row per record written, one entry per
/// read request naming every record it returned (listed once per record).
@Suite struct AuditTests {
  @Test(arguments: StoreEngine.all) func writesReadsAndFeedsAreAudited(engine: StoreEngine)
    async throws
  {
    let server = try await TestServer(engine)
    let patientID = RecordID(UUID())
    try await server.run { client in
      let anna = try await client.token("anna")
      let bea = try await client.token("bea")
      let patient = Fixtures.patient(id: UUID(uuidString: patientID.text)!)
      _ = try await client.putPatient(patient, token: anna)
      let change = [(field: "notes", from: NSNull() as Any, to: "Mondays" as Any)]
      _ = try await client.patchRecord("patient", patientID.text, changes: change, token: bea)
      _ = try await client.send(.get, "/v1/records/patient/\(patientID)", token: bea)
      _ = try await client.changes(token: anna)
      let braden = Fixtures.braden(patientID: patientID.text)
      _ = try await client.putRecord("braden", braden, token: anna)
      _ = try await client.send(.get, "/v1/records/braden/\(braden["id"]!)", token: bea)
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

  @Test(arguments: StoreEngine.all) func refusedAndOtherTeamsRequestsLeaveNoRowForThePatient(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    let patientID = RecordID(UUID())
    try await server.run { client in
      let anna = try await client.token("anna")
      let cleo = try await client.token("cleo")
      let patient = Fixtures.patient(id: UUID(uuidString: patientID.text)!)
      _ = try await client.putPatient(patient, token: anna)
      _ = try await client.send(.get, "/v1/records/patient/\(patientID)", token: cleo)
      var other = patient
      other["givenName"] = "Irène"
      _ = try await client.putPatient(other, token: anna)  // 409
    }
    let log = try await server.store.auditLog(patientID: patientID)
    #expect(log.map(\.nurse) == ["anna"])
  }
}
