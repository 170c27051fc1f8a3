import Foundation
import HummingbirdTesting
import Testing

@testable import NurseServer

/// `POST /v1/wounds/{id}/assessments`: append-only, never a duplicate, the client's rules.
@Suite struct WoundAssessmentRoutesTests {
  @Test func anAssessmentIsAppendedAndTheSameIdAgainIs200WithTheStoredOne() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let (token, _, woundID) = try await client.woundOfAnna()
      let id = UUID()
      let first = WoundFixtures.assessment(id: id, woundID: woundID)
      let created = try await client.appendAssessment(first, token: token)
      #expect(created.status == .created)
      #expect(created.json["lengthCm"] as? Double == 3.5)
      #expect(created.json["woundId"] as? String == woundID)
      let changed = WoundFixtures.assessment(id: id, woundID: woundID, length: 9)
      let again = try await client.appendAssessment(changed, token: token)
      #expect(again.status == .ok)
      #expect(again.json["lengthCm"] as? Double == 3.5)
      let feed = try await client.send(.get, "/v1/wounds/changes", token: token)
      let kinds = (feed.json["changes"] as? [[String: Any]])?.map { $0.keys.sorted() }
      #expect(kinds == [["sequence", "wound"], ["assessment", "sequence"]])
    }
  }

  @Test func aReplayUnderTheSameKeyGetsTheFirstAnswer() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let (token, _, woundID) = try await client.woundOfAnna()
      let assessment = WoundFixtures.assessment(woundID: woundID)
      _ = try await client.appendAssessment(assessment, token: token, key: "k")
      let replay = try await client.appendAssessment(assessment, token: token, key: "k")
      #expect(replay.status == .created)
    }
  }

  @Test func anotherTeamsWoundIs404() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let (_, _, woundID) = try await client.woundOfAnna()
      let cleo = try await client.token("cleo")
      let response = try await client.appendAssessment(
        WoundFixtures.assessment(woundID: woundID),
        token: cleo
      )
      #expect(response.isProblem(.notFound))
    }
  }

  @Test func aCorrectionMustSupersedeAnAssessmentOfTheSameWound() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let (token, patientID, woundID) = try await client.woundOfAnna()
      let original = WoundFixtures.assessment(woundID: woundID)
      _ = try await client.appendAssessment(original, token: token)
      let other = WoundFixtures.wound(patientID: patientID)
      _ = try await client.send(
        .post,
        "/v1/patients/\(patientID)/wounds",
        token: token,
        json: other,
        key: "w2"
      )
      let elsewhere = WoundFixtures.assessment(
        woundID: other["id"] as! String,
        supersedes: original["id"] as? String
      )
      let refused = try await client.appendAssessment(elsewhere, token: token)
      #expect(refused.isProblem(.unprocessableContent, field: "supersedes"))
      let correction = WoundFixtures.assessment(
        woundID: woundID,
        supersedes: original["id"] as? String
      )
      #expect(try await client.appendAssessment(correction, token: token).status == .created)
    }
  }

  /// Each case spoils one part of a valid assessment, as JSON text.
  @Test(arguments: [
    ("lengthCm", "-1", "lengthCm"), ("lengthCm", "3.55", "lengthCm"),
    ("widthCm", "0", "widthCm"), ("depthCm", "-0.5", "depthCm"), ("pain", "11", "pain"),
    ("exudate", "\"lots\"", "exudate"), ("exudateType", "\"green\"", "exudateType"),
    ("periwound", "[\"bruised\"]", "periwound"), ("infectionSigns", "[\"itch\"]", "infectionSigns"),
    ("undermining", "{\"clockPosition\": 13, \"depthCm\": 1}", "undermining"),
    ("tunnelling", "{\"clockPosition\": 0, \"depthCm\": 1}", "tunnelling"),
    (
      "tissue", "{\"epithelial\": 10, \"granulation\": 10, \"slough\": 10, \"necrotic\": 10}",
      "tissue"
    ),
    ("woundId", "\"0b4e7b2a-7d2f-4a55-9a52-2b1a0c3d4e5f\"", "woundId"),
  ])
  func anInvalidAssessmentIs422NamingTheField(key: String, json: String, field: String)
    async throws
  {
    let server = try await TestServer()
    try await server.run { client in
      let (token, _, woundID) = try await client.woundOfAnna()
      var assessment = WoundFixtures.assessment(woundID: woundID)
      assessment[key] = try JSONSerialization.jsonObject(
        with: Data(json.utf8),
        options: .fragmentsAllowed
      )
      let response = try await client.send(
        .post,
        "/v1/wounds/\(woundID)/assessments",
        token: token,
        json: assessment,
        key: "k"
      )
      #expect(response.isProblem(.unprocessableContent, field: field))
    }
  }

  @Test func aClosedWoundMeasuresZeroWithNoTissue() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let (token, _, woundID) = try await client.woundOfAnna()
      var closed = WoundFixtures.assessment(woundID: woundID, length: 0, width: 0)
      closed["tissue"] = ["epithelial": 0, "granulation": 0, "slough": 0, "necrotic": 0]
      closed["depthCm"] = nil
      closed["undermining"] = nil
      #expect(try await client.appendAssessment(closed, token: token).status == .created)
    }
  }
}
