import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@testable import NurseServer

/// `PUT` and `GET /v1/records/{type}/{id}`: creation, appends sent again, unknown kinds.
@Suite struct RecordRoutesTests {
  @Test(arguments: StoreEngine.all) func aVersionedCreateIs201WithItsETagAndTheSameBodyAgainIs200(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let token = try await client.token("anna")
      let patient = Fixtures.patient()
      let created = try await client.putPatient(patient, token: token)
      #expect(created.status == .created)
      #expect(created.headers[.eTag] == "\"1\"")
      #expect(created.json["version"] as? Int == 1)
      #expect(created.json["id"] as? String == (patient["id"] as! String).lowercased())
      let again = try await client.putPatient(patient, token: token)
      #expect(again.status == .ok)
      #expect(again.json["version"] as? Int == 1)
      var other = patient
      other["givenName"] = "Irène"
      #expect(try await client.putPatient(other, token: token).isProblem(.conflict, field: "id"))
      let read = try await client.send(.get, "/v1/records/patient/\(patient["id"]!)", token: token)
      #expect(read.status == .ok)
      #expect(read.headers[.eTag] == "\"1\"")
      #expect(read.json["givenName"] as? String == "Marie")
    }
  }

  @Test(arguments: StoreEngine.all)
  func anAppendOnlyRecordSentAgainAnswersTheStoredOneAndAnotherBodyIs409(engine: StoreEngine)
    async throws
  {
    let server = try await TestServer(engine)
    try await server.run { client in
      let (token, _, woundID) = try await client.woundOfAnna()
      let assessment = WoundFixtures.assessment(woundID: woundID)
      let first = try await client.appendAssessment(assessment, token: token)
      #expect(first.status == .created)
      #expect(first.headers[.eTag] == nil)
      let again = try await client.appendAssessment(assessment, token: token)
      #expect(again.status == .ok)
      #expect(again.text == first.text)
      var changed = assessment
      changed["pain"] = 7
      #expect(try await client.appendAssessment(changed, token: token).isProblem(.conflict))
    }
  }

  @Test(arguments: StoreEngine.all) func aParentMustExistInTheTeam(engine: StoreEngine) async throws
  {
    let server = try await TestServer(engine)
    try await server.run { client in
      let token = try await client.token("anna")
      let wound = WoundFixtures.wound(patientID: UUID().uuidString)
      #expect(try await client.putRecord("wound", wound, token: token).isProblem(.notFound))
    }
  }

  @Test(arguments: StoreEngine.all) func anUnknownKindIs404AndAPatchOfAnAppendOnlyOneIs405(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let token = try await client.token("anna")
      let id = UUID().uuidString
      let unknown = try await client.send(.get, "/v1/records/no-such-kind/\(id)", token: token)
      #expect(unknown.isProblem(.notFound))
      let put = try await client.send(
        .put,
        "/v1/records/no-such-kind/\(id)",
        token: token,
        json: [:],
        key: "k"
      )
      #expect(put.isProblem(.notFound))
      let patch = try await client.patchRecord("braden", id, changes: [], token: token)
      #expect(patch.isProblem(.methodNotAllowed))
      let absent = try await client.send(.get, "/v1/records/patient/\(id)", token: token)
      #expect(absent.isProblem(.notFound))
    }
  }

  @Test(arguments: StoreEngine.all) func anInstantWithMillisecondsRoundTripsExactly(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let token = try await client.token("anna")
      var patient = Fixtures.patient()
      patient["createdAt"] = "2026-03-01T10:00:01.001Z"
      patient["updatedAt"] = "2026-03-01T10:00:01.999Z"
      _ = try await client.putPatient(patient, token: token)
      let read = try await client.send(.get, "/v1/records/patient/\(patient["id"]!)", token: token)
      #expect(read.json["createdAt"] as? String == "2026-03-01T10:00:01.001Z")
      #expect(read.json["updatedAt"] as? String == "2026-03-01T10:00:01.999Z")
      let feed = try await client.changes(token: token).changes
      let record = feed.first?["record"] as? [String: Any]
      #expect(record?["createdAt"] as? String == "2026-03-01T10:00:01.001Z")
    }
  }

  @Test(arguments: StoreEngine.all) func aMessageIsStampedWithItsAuthorAndItsSequence(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let anna = try await client.token("anna")
      let patientID = try await client.newPatient(token: anna)
      let message = MessageFixtures.message(patientID: patientID, author: "mallory")
      let sent = try await client.sendMessage(message, token: anna)
      #expect(sent.status == .created)
      #expect(sent.json["author"] as? String == "anna")
      let feed = try await client.changes(token: anna).changes
      #expect(sent.json["sequence"] as? Int == feed.last?["sequence"] as? Int)
      // Sent again, whatever it says of the stamped fields, it answers the stored message.
      #expect(try await client.sendMessage(message, token: anna).status == .ok)
    }
  }
}
