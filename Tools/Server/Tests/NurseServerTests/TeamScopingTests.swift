import Foundation
import HummingbirdTesting
import Testing

@testable import NurseServer

/// A nurse sees and writes only her team's records; another team's are 404, never 403, and an
/// id another team holds is 404 too (indistinguishable from an absent one).
@Suite struct TeamScopingTests {
  @Test(arguments: StoreEngine.all) func aColleagueSeesThePatientAndAnotherTeamDoesNot(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let anna = try await client.token("anna")
      let bea = try await client.token("bea")
      let cleo = try await client.token("cleo")
      let patient = Fixtures.patient()
      let path = "/v1/records/patient/\(patient["id"]!)"
      _ = try await client.putPatient(patient, token: anna)
      #expect(try await client.send(.get, path, token: bea).status == .ok)
      #expect(try await client.send(.get, path, token: cleo).isProblem(.notFound))
      #expect(try await client.changes(token: cleo).changes.isEmpty)
    }
  }

  @Test(arguments: StoreEngine.all) func anotherTeamCannotTakeOrChangeAnId(engine: StoreEngine)
    async throws
  {
    let server = try await TestServer(engine)
    try await server.run { client in
      let anna = try await client.token("anna")
      let cleo = try await client.token("cleo")
      var patient = Fixtures.patient()
      let id = patient["id"] as! String
      _ = try await client.putPatient(patient, token: anna)
      patient["givenName"] = "Hijacked"
      #expect(try await client.putPatient(patient, token: cleo).isProblem(.notFound))
      let change = [(field: "givenName", from: "Marie" as Any, to: "Hijacked" as Any)]
      let patch = try await client.patchRecord("patient", id, changes: change, token: cleo)
      #expect(patch.isProblem(.notFound))
      let read = try await client.send(.get, "/v1/records/patient/\(id)", token: anna)
      #expect(read.json["givenName"] as? String == "Marie")
      #expect(read.json["version"] as? Int == 1)
    }
  }

  @Test(arguments: StoreEngine.all) func anotherTeamCannotWriteUnderOrReadRecordsOfAPatient(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let anna = try await client.token("anna")
      let cleo = try await client.token("cleo")
      let patientID = try await client.newPatient(token: anna)
      let braden = Fixtures.braden(patientID: patientID)
      let path = "/v1/records/braden/\(braden["id"]!)"
      #expect(try await client.putRecord("braden", braden, token: cleo).isProblem(.notFound))
      #expect(try await client.putRecord("braden", braden, token: anna).status == .created)
      #expect(try await client.send(.get, path, token: cleo).isProblem(.notFound))
      let message = MessageFixtures.message(patientID: patientID)
      #expect(try await client.sendMessage(message, token: cleo).isProblem(.notFound))
      let mark = try await client.markRead(patientID: patientID, upTo: 1, token: cleo)
      #expect(mark.isProblem(.notFound))
      #expect(try await client.changes(token: cleo).changes.isEmpty)
    }
  }

  /// An id another team holds, sent under one's own patient (or wound, or assessment), is 404
  /// like an absent parent: nothing tells that the id exists, and the record stays as it was.
  @Test(arguments: StoreEngine.all, ["wound", "assessment", "photo", "message"])
  func anotherTeamsIdUnderOnesOwnParentIs404(engine: StoreEngine, type: String) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let anna = try await TeamChain(of: "anna", client)
      let cleo = try await TeamChain(of: "cleo", client)
      let taken = anna.records[type]!
      var sent = cleo.records[type]!
      sent["id"] = taken["id"]
      #expect(try await client.putRecord(type, sent, token: cleo.token).isProblem(.notFound))
      let path = "/v1/records/\(type)/\(taken["id"]!)"
      #expect(try await client.send(.get, path, token: cleo.token).isProblem(.notFound))
      let kept = try await client.send(.get, path, token: anna.token)
      for parent in ["patientId", "woundId", "assessmentId"] where taken[parent] != nil {
        #expect(kept.json[parent] as? String == taken[parent] as? String)
      }
    }
  }
}

/// One nurse's patient with a wound, an assessment, a photo attachment and a message, each
/// stored by her: the bodies by type.
private struct TeamChain: @unchecked Sendable {
  let token: String
  var records: [String: [String: Any]] = [:]

  init(of nurse: String, _ client: any TestClientProtocol) async throws {
    token = try await client.token(nurse)
    let patientID = try await client.newPatient(token: token)
    let wound = WoundFixtures.wound(patientID: patientID)
    let assessment = WoundFixtures.assessment(woundID: wound["id"] as! String)
    let bytes = WoundFixtures.jpeg(nurse)
    let upload = "/v1/photos/\(WoundFixtures.sha256(bytes))"
    #expect(try await client.sendBytes(.put, upload, token: token, bytes: bytes).status == .created)
    records = [
      "wound": wound,
      "assessment": assessment,
      "photo": WoundFixtures.attachment(assessmentID: assessment["id"] as! String, bytes: bytes),
      "message": MessageFixtures.message(patientID: patientID),
    ]
    for type in ["wound", "assessment", "photo", "message"] {
      let stored = try await client.putRecord(type, records[type]!, token: token)
      #expect(stored.status == .created, "\(nurse)'s \(type)")
    }
  }
}
