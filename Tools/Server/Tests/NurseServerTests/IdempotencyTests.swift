import Foundation
import GRDB
import HummingbirdTesting
import Testing

@testable import NurseServer

/// A write retried with its `Idempotency-Key` gets the first successful answer and writes
/// nothing more; a refusal is not remembered, so a corrected retry with the key goes through.
@Suite struct IdempotencyTests {
  @Test(arguments: StoreEngine.all) func aReplayReturnsTheFirstAnswerAndWritesNothing(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let token = try await client.token("anna")
      let patient = Fixtures.patient()
      let first = try await client.putPatient(patient, token: token, key: "push-1")
      let replay = try await client.putPatient(patient, token: token, key: "push-1")
      #expect(first.status == .created)
      #expect(replay.status == .created)
      #expect(replay.text == first.text)
      #expect(replay.headers[.eTag] == "\"1\"")
      #expect(try await server.count("SELECT COUNT(*) FROM team_record") == 1)
      // One change sequence number taken: the replay took none.
      #expect(try await server.count("SELECT MAX(sequence) FROM team_record") == 1)
    }
  }

  @Test(arguments: StoreEngine.all) func aReplayedPatchDoesNotBumpTheVersionTwice(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let token = try await client.token("anna")
      let patient = Fixtures.patient()
      let id = patient["id"] as! String
      _ = try await client.putPatient(patient, token: token)
      let change = [(field: "notes", from: NSNull() as Any, to: "Visit on Mondays" as Any)]
      let first = try await client.patchRecord(
        "patient",
        id,
        changes: change,
        token: token,
        key: "e"
      )
      let replay = try await client.patchRecord(
        "patient",
        id,
        changes: change,
        token: token,
        key: "e"
      )
      #expect((first.json["record"] as? [String: Any])?["version"] as? Int == 2)
      #expect(replay.status == .ok)
      #expect(replay.text == first.text)
      let read = try await client.send(.get, "/v1/records/patient/\(id)", token: token)
      #expect(read.json["version"] as? Int == 2)
    }
  }

  @Test(arguments: StoreEngine.all) func keysBelongToTheirNurse(engine: StoreEngine) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let anna = try await client.token("anna")
      let bea = try await client.token("bea")
      let annas = try await client.putPatient(Fixtures.patient(), token: anna, key: "same")
      let beas = try await client.putPatient(Fixtures.patient(), token: bea, key: "same")
      #expect(annas.status == .created)
      #expect(beas.status == .created)
    }
  }

  @Test(arguments: StoreEngine.all) func aKeyReusedForAnotherRecordIs422(engine: StoreEngine)
    async throws
  {
    let server = try await TestServer(engine)
    try await server.run { client in
      let token = try await client.token("anna")
      _ = try await client.putPatient(Fixtures.patient(), token: token, key: "once")
      let reuse = try await client.putPatient(Fixtures.patient(), token: token, key: "once")
      #expect(reuse.isProblem(.unprocessableContent, field: "Idempotency-Key"))
    }
  }

  @Test(arguments: StoreEngine.all) func aWriteWithoutAKeyIs400(engine: StoreEngine) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let token = try await client.token("anna")
      let patient = Fixtures.patient()
      let response = try await client.send(
        .put,
        "/v1/records/patient/\(patient["id"]!)",
        token: token,
        json: patient
      )
      #expect(response.isProblem(.badRequest, field: "Idempotency-Key"))
    }
  }

  @Test(arguments: StoreEngine.all) func aRetryAfterARefusalWithTheSameKeyIsProcessedAfresh(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let token = try await client.token("anna")
      let patientID = UUID().uuidString.lowercased()
      let braden = Fixtures.braden(patientID: patientID)
      // Refused twice: the patient is not on the server yet, then a rule is broken.
      let early = try await client.putRecord("braden", braden, token: token, key: "retry")
      #expect(early.isProblem(.notFound))
      _ = try await client.putPatient(
        Fixtures.patient(id: UUID(uuidString: patientID)!),
        token: token
      )
      var broken = braden
      broken["moisture"] = 9
      let invalid = try await client.putRecord("braden", broken, token: token, key: "retry")
      #expect(invalid.isProblem(.unprocessableContent, field: "moisture"))
      let corrected = try await client.putRecord("braden", braden, token: token, key: "retry")
      #expect(corrected.status == .created)
    }
  }
}
