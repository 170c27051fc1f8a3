import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import NurseServer

/// The same routes over a real loopback socket, where bodies arrive in parts and the server
/// stack (not only the router) answers.
@Suite struct LiveServerTests {
  @Test func aNurseLogsInWritesAndReadsOverHTTP() async throws {
    let server = try await TestServer()
    try await server.run(.live) { client in
      let token = try await client.token("anna")
      let patient = Fixtures.patient()
      #expect(try await client.putPatient(patient, token: token, key: "live-1").status == .created)
      let replay = try await client.putPatient(patient, token: token, key: "live-1")
      #expect(replay.status == .created)
      let feed = try await client.send(.get, "/v1/changes?limit=1", token: token)
      #expect((feed.json["changes"] as? [Any])?.count == 1)
      #expect(feed.json["hasMore"] as? Bool == false)
    }
  }

  @Test func anOversizedBodyIsAProblemNotACrash() async throws {
    let server = try await TestServer()
    try await server.run(.live) { client in
      let token = try await client.token("anna")
      let huge = String(repeating: "x", count: 2_000_000)
      let response = try await client.send(
        .put,
        "/v1/records/patient/\(UUID())",
        token: token,
        raw: #"{"notes": "\#(huge)"}"#,
        key: "big"
      )
      #expect(response.isProblem(.contentTooLarge))
      // The server still answers afterwards.
      #expect(try await client.send(.get, "/v1/changes", token: token).status == .ok)
    }
  }

  @Test func noTokenOverHTTPIs401WithABearerChallengeOnly() async throws {
    let server = try await TestServer()
    try await server.run(.live) { client in
      let response = try await client.send(.get, "/v1/changes")
      #expect(response.isProblem(.unauthorized))
      #expect(response.headers[values: .wwwAuthenticate] == [#"Bearer realm="nurse-server""#])
    }
  }
}
