import Foundation
import HummingbirdTesting
import Testing

@testable import NurseServer

/// `POST /v1/patients/{id}/wounds`, `GET` and `PUT /v1/wounds/{id}`: the patient rules
/// (versions, If-Match, team scoping, idempotency) applied to wounds.
@Suite struct WoundRoutesTests {
  @Test func aWoundIsCreatedReadAndUpdatedAtItsVersion() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let (token, patientID, woundID) = try await client.woundOfAnna()
      let read = try await client.send(.get, "/v1/wounds/\(woundID.uppercased())", token: token)
      #expect(read.status == .ok)
      #expect(read.json["version"] as? Int == 1)
      #expect(read.json["id"] as? String == woundID)
      #expect(read.json["patientId"] as? String == patientID)
      #expect(read.json["stage"] as? String == "stage-2")
      var healed = WoundFixtures.wound(id: UUID(uuidString: woundID)!, patientID: patientID)
      healed["status"] = "healed"
      healed["healedOn"] = "2025-04-01"
      let updated = try await client.send(
        .put,
        "/v1/wounds/\(woundID)",
        token: token,
        json: healed,
        key: "u1",
        ifMatch: "\"1\""
      )
      #expect(updated.status == .ok)
      #expect(updated.json["version"] as? Int == 2)
      #expect(updated.json["healedOn"] as? String == "2025-04-01")
    }
  }

  @Test func anUpdateWithoutIfMatchIs428AndAStaleOneIs412WithTheCurrentWound() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let (token, patientID, woundID) = try await client.woundOfAnna()
      let wound = WoundFixtures.wound(id: UUID(uuidString: woundID)!, patientID: patientID)
      let path = "/v1/wounds/\(woundID)"
      let missing = try await client.send(.put, path, token: token, json: wound, key: "a")
      #expect(missing.isProblem(.preconditionRequired, field: "If-Match"))
      _ = try await client.send(.put, path, token: token, json: wound, key: "b", ifMatch: "\"1\"")
      let stale = try await client.send(
        .put,
        path,
        token: token,
        json: wound,
        key: "c",
        ifMatch: "\"1\""
      )
      #expect(stale.isProblem(.preconditionFailed, field: "If-Match"))
      let current = try #require(stale.json["current"] as? [String: Any])
      #expect(current["version"] as? Int == 2)
      #expect(current["id"] as? String == woundID)
    }
  }

  @Test func anotherTeamsWoundOrPatientIs404() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let (_, patientID, woundID) = try await client.woundOfAnna()
      let cleo = try await client.token("cleo")
      let read = try await client.send(.get, "/v1/wounds/\(woundID)", token: cleo)
      #expect(read.isProblem(.notFound))
      let wound = WoundFixtures.wound(id: UUID(uuidString: woundID)!, patientID: patientID)
      let update = try await client.send(
        .put,
        "/v1/wounds/\(woundID)",
        token: cleo,
        json: wound,
        key: "x",
        ifMatch: "\"1\""
      )
      #expect(update.isProblem(.notFound))
      let create = try await client.send(
        .post,
        "/v1/patients/\(patientID)/wounds",
        token: cleo,
        json: WoundFixtures.wound(patientID: patientID),
        key: "y"
      )
      #expect(create.isProblem(.notFound))
      let unknown = UUID().uuidString.lowercased()
      let orphan = try await client.send(
        .post,
        "/v1/patients/\(unknown)/wounds",
        token: cleo,
        json: WoundFixtures.wound(patientID: unknown),
        key: "z"
      )
      #expect(orphan.isProblem(.notFound))
    }
  }

  @Test func aReplayGetsTheFirstAnswerAndTheSameIdUnderAnotherKeyIs409() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let (token, patientID, woundID) = try await client.woundOfAnna(key: "first")
      let wound = WoundFixtures.wound(id: UUID(uuidString: woundID)!, patientID: patientID)
      let path = "/v1/patients/\(patientID)/wounds"
      let replay = try await client.send(.post, path, token: token, json: wound, key: "first")
      #expect(replay.status == .created)
      #expect(replay.json["version"] as? Int == 1)
      let again = try await client.send(.post, path, token: token, json: wound, key: "second")
      #expect(again.isProblem(.conflict, field: "id"))
      let feed = try await client.send(.get, "/v1/wounds/changes", token: token)
      #expect((feed.json["changes"] as? [Any])?.count == 1)
    }
  }

  @Test(arguments: [
    ("type", "ulcer"), ("site", "left-knee"), ("stage", "stage-5"), ("status", "gone"),
    ("openedOn", "2025-02-30"), ("patientId", "0b4e7b2a-7d2f-4a55-9a52-2b1a0c3d4e5f"),
  ])
  func anInvalidWoundIs422NamingTheField(field: String, value: String) async throws {
    let server = try await TestServer()
    try await server.run { client in
      let (token, patientID, _) = try await client.woundOfAnna()
      var wound = WoundFixtures.wound(patientID: patientID)
      wound[field] = value
      let response = try await client.send(
        .post,
        "/v1/patients/\(patientID)/wounds",
        token: token,
        json: wound,
        key: "k"
      )
      #expect(response.isProblem(.unprocessableContent, field: field))
    }
  }

  @Test func aStageIsForAPressureInjuryOnlyAndAHealedWoundNeedsItsDay() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let (token, patientID, _) = try await client.woundOfAnna()
      let path = "/v1/patients/\(patientID)/wounds"
      let staged = WoundFixtures.wound(patientID: patientID, type: "venous-leg-ulcer")
      let refused = try await client.send(.post, path, token: token, json: staged, key: "a")
      #expect(refused.isProblem(.unprocessableContent, field: "stage"))
      let healed = WoundFixtures.wound(patientID: patientID, status: "healed")
      let undated = try await client.send(.post, path, token: token, json: healed, key: "b")
      #expect(undated.isProblem(.unprocessableContent, field: "healedOn"))
      let ulcer = WoundFixtures.wound(patientID: patientID, type: "venous-leg-ulcer", stage: nil)
      let accepted = try await client.send(.post, path, token: token, json: ulcer, key: "c")
      #expect(accepted.status == .created)
    }
  }
}
