import Foundation
import HummingbirdTesting
import Testing

@testable import NurseServer

/// `GET /v1/patients/changes`: the team's patients in change-sequence order, page by page.
///
/// Archiving is an update, so these feeds carry records only; tombstones (`deletedId`) of erased
/// patients are `ErasureTests`' subject.
@Suite struct PatientFeedTests {
  @Test func pagesFollowTheCursorUntilHasMoreIsFalse() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let token = try await client.token("anna")
      var ids: [String] = []
      for index in 0..<5 {
        let patient = Fixtures.patient(givenName: "Patient \(index)")
        ids.append((patient["id"] as! String).lowercased())
        _ = try await client.putPatient(patient, token: token)
      }
      var since: Int64 = 0
      var seen: [String] = []
      var sequences: [Int64] = []
      var pages = 0
      while true {
        let page = try await client.send(
          .get,
          "/v1/patients/changes?since=\(since)&limit=2",
          token: token
        )
        #expect(page.status == .ok)
        let changes = try #require(page.json["changes"] as? [[String: Any]])
        #expect(changes.count <= 2)
        for change in changes {
          sequences.append(Int64(try #require(change["sequence"] as? Int)))
          let patient = try #require(change["patient"] as? [String: Any])
          #expect(change["deletedId"] == nil)
          seen.append(try #require(patient["id"] as? String))
        }
        pages += 1
        since = Int64(try #require(page.json["next"] as? Int))
        if page.json["hasMore"] as? Bool != true { break }
      }
      #expect(pages == 3)
      #expect(seen == ids)
      #expect(sequences == sequences.sorted())
    }
  }

  @Test func anUpdatedPatientMovesToTheEndOfTheFeedOnce() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let token = try await client.token("anna")
      var first = Fixtures.patient()
      let second = Fixtures.patient()
      _ = try await client.putPatient(first, token: token)
      _ = try await client.putPatient(second, token: token)
      let before = try await client.send(.get, "/v1/patients/changes", token: token)
      let cursor = try #require(before.json["next"] as? Int)
      first["notes"] = "Key under the mat"
      _ = try await client.putPatient(first, token: token, ifMatch: "\"1\"")
      let all = try await client.send(.get, "/v1/patients/changes?since=0", token: token)
      let ids = (all.json["changes"] as? [[String: Any]])?.compactMap {
        ($0["patient"] as? [String: Any])?["id"] as? String
      }
      #expect(
        ids == [(second["id"] as! String).lowercased(), (first["id"] as! String).lowercased()]
      )
      let after = try await client.send(.get, "/v1/patients/changes?since=\(cursor)", token: token)
      let changes = try #require(after.json["changes"] as? [[String: Any]])
      #expect(changes.count == 1)
      #expect((changes.first?["patient"] as? [String: Any])?["version"] as? Int == 2)
      #expect(after.json["hasMore"] as? Bool == false)
    }
  }

  @Test func anEmptyFeedKeepsTheCursor() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let token = try await client.token("anna")
      let page = try await client.send(.get, "/v1/patients/changes?since=42", token: token)
      #expect(page.status == .ok)
      #expect((page.json["changes"] as? [Any])?.isEmpty == true)
      #expect(page.json["next"] as? Int == 42)
      #expect(page.json["hasMore"] as? Bool == false)
    }
  }
}
