import Foundation
import HummingbirdTesting
import Testing

@testable import NurseServer

/// A nurse sees and writes only her team's patients; another team's are 404, never 403.
@Suite struct TeamScopingTests {
  @Test func aColleagueSeesThePatientAndAnotherTeamDoesNot() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let anna = try await client.token("anna")
      let bea = try await client.token("bea")
      let cleo = try await client.token("cleo")
      let patient = Fixtures.patient()
      let id = patient["id"] as! String
      _ = try await client.putPatient(patient, token: anna)
      #expect(try await client.send(.get, "/v1/patients/\(id)", token: bea).status == .ok)
      #expect(try await client.send(.get, "/v1/patients/\(id)", token: cleo).isProblem(.notFound))
      let feed = try await client.send(.get, "/v1/patients/changes", token: cleo)
      #expect((feed.json["changes"] as? [Any])?.isEmpty == true)
    }
  }

  @Test func anotherTeamCannotOverwriteAPatientEvenWithIfMatch() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let anna = try await client.token("anna")
      let cleo = try await client.token("cleo")
      var patient = Fixtures.patient()
      _ = try await client.putPatient(patient, token: anna)
      patient["givenName"] = "Hijacked"
      #expect(try await client.putPatient(patient, token: cleo).isProblem(.notFound))
      #expect(
        try await client.putPatient(patient, token: cleo, ifMatch: "\"1\"").isProblem(.notFound)
      )
      let read = try await client.send(.get, "/v1/patients/\(patient["id"]!)", token: anna)
      #expect(read.json["givenName"] as? String == "Marie")
      #expect(read.json["version"] as? Int == 1)
    }
  }

  @Test func anotherTeamCannotAssessOrReadItsAssessments() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let anna = try await client.token("anna")
      let cleo = try await client.token("cleo")
      let patient = Fixtures.patient()
      let patientID = patient["id"] as! String
      _ = try await client.putPatient(patient, token: anna)
      let braden = Fixtures.braden(patientID: patientID)
      let bradenID = braden["id"] as! String
      let refused = try await client.send(
        .put,
        "/v1/braden/\(bradenID)",
        token: cleo,
        json: braden,
        key: "b"
      )
      #expect(refused.isProblem(.notFound))
      _ = try await client.send(.put, "/v1/braden/\(bradenID)", token: anna, json: braden, key: "b")
      #expect(
        try await client.send(.get, "/v1/braden/\(bradenID)", token: cleo).isProblem(.notFound)
      )
      let feed = try await client.send(.get, "/v1/braden/changes", token: cleo)
      #expect((feed.json["changes"] as? [Any])?.isEmpty == true)
    }
  }
}
