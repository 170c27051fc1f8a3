import Foundation
import HummingbirdTesting
import Testing

@testable import NurseServer

@Suite struct BradenRoutesTests {
  /// Anna's token and a patient of hers, for the assessments to hang under.
  private func patientOfAnna(_ client: any TestClientProtocol) async throws -> (String, String) {
    let token = try await client.token("anna")
    let patient = Fixtures.patient()
    _ = try await client.putPatient(patient, token: token)
    return (token, (patient["id"] as! String).lowercased())
  }

  @Test func anAssessmentIsCreatedReadAndListed() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let (token, patientID) = try await patientOfAnna(client)
      let braden = Fixtures.braden(patientID: patientID)
      let id = braden["id"] as! String
      let created = try await client.send(
        .put,
        "/v1/braden/\(id)",
        token: token,
        json: braden,
        key: "b1"
      )
      #expect(created.status == .created)
      #expect(created.json["version"] as? Int == 1)
      let read = try await client.send(.get, "/v1/braden/\(id)", token: token)
      #expect(read.status == .ok)
      #expect(read.json["patientId"] as? String == patientID)
      #expect(read.json["moisture"] as? Int == 3)
      let feed = try await client.send(.get, "/v1/braden/changes?since=0&limit=10", token: token)
      let changes = try #require(feed.json["changes"] as? [[String: Any]])
      #expect(changes.count == 1)
      #expect((changes.first?["braden"] as? [String: Any])?["id"] as? String == id)
      #expect(feed.json["hasMore"] as? Bool == false)
    }
  }

  @Test func theSameAssessmentAgainIs200AndADifferentOneWithItsIdIs409() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let (token, patientID) = try await patientOfAnna(client)
      let id = UUID()
      let braden = Fixtures.braden(id: id, patientID: patientID)
      _ = try await client.send(.put, "/v1/braden/\(id)", token: token, json: braden, key: "b1")
      let again = try await client.send(
        .put,
        "/v1/braden/\(id)",
        token: token,
        json: braden,
        key: "b2"
      )
      #expect(again.status == .ok)
      let changed = Fixtures.braden(id: id, patientID: patientID, moisture: 1)
      let conflict = try await client.send(
        .put,
        "/v1/braden/\(id)",
        token: token,
        json: changed,
        key: "b3"
      )
      #expect(conflict.isProblem(.conflict, field: "id"))
    }
  }

  @Test func anAssessmentOfAnUnknownPatientIs404() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let token = try await client.token("anna")
      let braden = Fixtures.braden(patientID: UUID().uuidString)
      let response = try await client.send(
        .put,
        "/v1/braden/\(braden["id"]!)",
        token: token,
        json: braden,
        key: "b"
      )
      #expect(response.isProblem(.notFound))
    }
  }

  @Test(arguments: [
    ("sensoryPerception", 0), ("sensoryPerception", 5), ("moisture", 5), ("activity", 0),
    ("mobility", 5), ("nutrition", 0), ("frictionShear", 4),
  ])
  func aSubscaleOutOfItsRangeIs422(field: String, value: Int) async throws {
    let server = try await TestServer()
    try await server.run { client in
      let (token, patientID) = try await patientOfAnna(client)
      var braden = Fixtures.braden(patientID: patientID)
      braden[field] = value
      let response = try await client.send(
        .put,
        "/v1/braden/\(braden["id"]!)",
        token: token,
        json: braden,
        key: "b"
      )
      #expect(response.isProblem(.unprocessableContent, field: field))
    }
  }
}
