import Foundation
import HummingbirdTesting
import Testing

@testable import NurseServer

@Suite struct PatientRoutesTests {
  @Test func putCreatesAtVersion1AndGetReadsItBackWithALowercaseID() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let token = try await client.token("anna")
      let patient = Fixtures.patient()
      let created = try await client.putPatient(patient, token: token)
      #expect(created.status == .created)
      #expect(created.json["version"] as? Int == 1)
      let id = (patient["id"] as! String).lowercased()
      #expect(created.json["id"] as? String == id)
      let read = try await client.send(.get, "/v1/patients/\(id.uppercased())", token: token)
      #expect(read.status == .ok)
      #expect(read.json["givenName"] as? String == "Marie")
      #expect(read.json["allergies"] as? [String] == ["penicillin"])
      #expect(read.json["createdAt"] as? String == "2025-03-01T09:00:00.000Z")
    }
  }

  @Test func anUpdateWithTheCurrentVersionBumpsIt() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let token = try await client.token("anna")
      var patient = Fixtures.patient()
      _ = try await client.putPatient(patient, token: token)
      patient["familyName"] = "Skłodowska-Curie"
      let updated = try await client.putPatient(patient, token: token, ifMatch: "\"1\"")
      #expect(updated.status == .ok)
      #expect(updated.json["version"] as? Int == 2)
      #expect(updated.json["familyName"] as? String == "Skłodowska-Curie")
    }
  }

  @Test func anUpdateWithoutIfMatchIs428() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let token = try await client.token("anna")
      let patient = Fixtures.patient()
      _ = try await client.putPatient(patient, token: token)
      let response = try await client.putPatient(patient, token: token)
      #expect(response.isProblem(.preconditionRequired, field: "If-Match"))
    }
  }

  @Test func aStaleUpdateIs412WithTheCurrentRecordAndChangesNothing() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let anna = try await client.token("anna")
      let bea = try await client.token("bea")
      var patient = Fixtures.patient()
      _ = try await client.putPatient(patient, token: anna)
      patient["phone"] = "0600000001"
      #expect(try await client.putPatient(patient, token: bea, ifMatch: "\"1\"").status == .ok)
      patient["phone"] = "0600000002"
      let stale = try await client.putPatient(patient, token: anna, ifMatch: "\"1\"")
      #expect(stale.isProblem(.preconditionFailed))
      let current = try #require(stale.json["current"] as? [String: Any])
      #expect(current["version"] as? Int == 2)
      #expect(current["phone"] as? String == "0600000001")
      let read = try await client.send(.get, "/v1/patients/\(patient["id"]!)", token: anna)
      #expect(read.json["phone"] as? String == "0600000001")
    }
  }

  @Test func anUnknownPatientIs404() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let token = try await client.token("anna")
      let response = try await client.send(.get, "/v1/patients/\(UUID().uuidString)", token: token)
      #expect(response.isProblem(.notFound))
    }
  }

  @Test(arguments: [
    ("givenName", "  "), ("familyName", ""), ("birthDate", "1990-02-30"),
    ("birthDate", "1850-01-01"), ("birthDate", "2999-01-01"), ("birthDate", "1990-1-5"),
    ("sex", "f"), ("status", "deleted"), ("id", UUID().uuidString),
  ])
  func invalidValuesAre422NamingTheField(field: String, value: String) async throws {
    let server = try await TestServer()
    let pathID = UUID()
    try await server.run { client in
      let token = try await client.token("anna")
      var patient = Fixtures.patient(id: pathID)
      patient[field] = value
      let response = try await client.send(
        .put,
        "/v1/patients/\(pathID)",
        token: token,
        json: patient,
        key: "k1"
      )
      #expect(response.isProblem(.unprocessableContent, field: field))
    }
  }
}
