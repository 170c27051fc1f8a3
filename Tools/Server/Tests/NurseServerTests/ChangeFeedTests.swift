import Foundation
import HummingbirdTesting
import Testing

@testable import NurseServer

/// `GET /v1/changes`: one change log for every kind, in sequence order, paged.
@Suite struct ChangeFeedTests {
  @Test(arguments: StoreEngine.all) func everyKindComesInWriteOrderSoAParentPrecedesItsChildren(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let (anna, patientID, woundID) = try await client.woundOfAnna()
      _ = try await client.putRecord("braden", Fixtures.braden(patientID: patientID), token: anna)
      let assessment = WoundFixtures.assessment(woundID: woundID)
      _ = try await client.appendAssessment(assessment, token: anna)
      let bytes = WoundFixtures.jpeg()
      let path = "/v1/photos/\(WoundFixtures.sha256(bytes))"
      _ = try await client.sendBytes(.put, path, token: anna, bytes: bytes)
      let attachment = WoundFixtures.attachment(
        assessmentID: assessment["id"] as! String,
        bytes: bytes
      )
      #expect(try await client.putRecord("photo", attachment, token: anna).status == .created)
      _ = try await client.sendMessage(MessageFixtures.message(patientID: patientID), token: anna)
      let bea = try await client.token("bea")
      let (changes, page) = try await client.changes(token: bea)
      #expect(
        changes.map { $0["type"] as? String } == [
          "patient", "wound", "braden", "assessment", "photo", "message",
        ]
      )
      let sequences = changes.compactMap { $0["sequence"] as? Int }
      #expect(sequences == sequences.sorted())
      #expect(page.json["next"] as? Int == sequences.last)
      #expect(page.json["hasMore"] as? Bool == false)
      #expect(changes.allSatisfy { $0["record"] is [String: Any] })
      #expect(changes.first?["id"] as? String == patientID)
    }
  }

  @Test(arguments: StoreEngine.all) func pagesFollowOneAnotherFromTheCursor(engine: StoreEngine)
    async throws
  {
    let server = try await TestServer(engine)
    try await server.run { client in
      let anna = try await client.token("anna")
      var ids: [String] = []
      for _ in 0..<3 { ids.append(try await client.newPatient(token: anna)) }
      let first = try await client.changes(token: anna, limit: 2)
      #expect(first.changes.count == 2)
      #expect(first.page.json["hasMore"] as? Bool == true)
      let next = try #require(first.page.json["next"] as? Int)
      let second = try await client.changes(token: anna, since: next, limit: 2)
      #expect(second.page.json["hasMore"] as? Bool == false)
      let seen = (first.changes + second.changes).map { $0["id"] as? String }
      #expect(seen == ids)
      let end = try await client.changes(token: anna, since: 1_000_000)
      #expect(end.changes.isEmpty)
      #expect(end.page.json["next"] as? Int == 1_000_000)
    }
  }

  @Test(arguments: StoreEngine.all) func aReadMarkGoesToItsNurseOnlyAndOnlyMovesForward(
    engine: StoreEngine
  ) async throws {
    let server = try await TestServer(engine)
    try await server.run { client in
      let anna = try await client.token("anna")
      let bea = try await client.token("bea")
      let patientID = try await client.newPatient(token: anna)
      #expect(
        try await client.markRead(patientID: patientID, upTo: 5, token: anna).status == .created
      )
      let back = try await client.markRead(patientID: patientID, upTo: 3, token: anna)
      #expect(back.status == .ok)
      #expect(back.json["upToSequence"] as? Int == 5)
      #expect(
        try await client.markRead(patientID: patientID, upTo: 2, token: bea).status == .created
      )
      let annas = try await client.changes(token: anna).changes.filter {
        $0["type"] as? String == "readMark"
      }
      let beas = try await client.changes(token: bea).changes.filter {
        $0["type"] as? String == "readMark"
      }
      #expect(annas.map { ($0["record"] as? [String: Any])?["upToSequence"] as? Int } == [5])
      #expect(beas.map { ($0["record"] as? [String: Any])?["upToSequence"] as? Int } == [2])
      let read = try await client.send(.get, "/v1/records/readMark/\(patientID)", token: bea)
      #expect(read.json["upToSequence"] as? Int == 2)
    }
  }
}
