import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import NurseServer

/// The parts of a request beside its body (path id, `If-Match`, the change log's query): each
/// refusal is a 400 problem naming the part.
@Suite struct RequestPartTests {
  @Test(arguments: ["not-a-uuid", "1234", "0b4e7b2a-7d2f-4a55-9a52-2b1a0c3d4e5", "%20"])
  func aBadIdInThePathIs400(id: String) async throws {
    let server = try await TestServer()
    try await server.run { client in
      let token = try await client.token("anna")
      for path in ["/v1/records/patient/\(id)", "/v1/records/braden/\(id)"] {
        let response = try await client.send(.get, path, token: token)
        #expect(response.isProblem(.badRequest, field: "id"), "\(path)")
      }
    }
  }

  @Test(arguments: [
    ("limit=0", "limit"), ("limit=-1", "limit"), ("limit=100000", "limit"), ("limit=1001", "limit"),
    ("limit=ten", "limit"), ("limit=99999999999999999999999", "limit"), ("since=-1", "since"),
    ("since=abc", "since"),
  ])
  func aBadFeedQueryIs400(query: String, field: String) async throws {
    let server = try await TestServer()
    try await server.run { client in
      let token = try await client.token("anna")
      let response = try await client.send(.get, "/v1/changes?\(query)", token: token)
      #expect(response.isProblem(.badRequest, field: field), "\(query)")
    }
  }

  @Test func theLargestLimitIsAccepted() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let token = try await client.token("anna")
      let response = try await client.send(.get, "/v1/changes?limit=1000", token: token)
      #expect(response.status == .ok)
    }
  }

  @Test(arguments: ["\"x\"", "\"0\"", "", "W/\"-1\""])
  func aBadIfMatchIs400(ifMatch: String) async throws {
    let server = try await TestServer()
    try await server.run { client in
      let token = try await client.token("anna")
      let body = BadRequestTests.patientText(replacing: "", with: "")
      _ = try await client.send(
        .put,
        "/v1/records/patient/\(BadRequestTests.pathID)",
        token: token,
        raw: body,
        key: "k1"
      )
      let response = try await client.patchRecord(
        "patient",
        BadRequestTests.pathID,
        changes: [],
        token: token,
        ifMatch: ifMatch
      )
      #expect(response.isProblem(.badRequest, field: "If-Match"), "\(ifMatch): \(response.text)")
    }
  }
}
