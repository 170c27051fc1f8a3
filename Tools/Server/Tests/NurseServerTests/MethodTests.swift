import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@testable import NurseServer

/// Methods no route answers are 405 problems over a real socket, whatever the path: TRACE
/// would echo a request (its bearer token included) back to whoever can read the answer.
@Suite struct MethodTests {
  @Test(arguments: ["TRACE", "DELETE", "OPTIONS", "PROPFIND", "PURGE"])
  func aMethodTheAPIHasNoUseForIs405(method: String) async throws {
    let server = try await TestServer()
    try await server.run(.live) { client in
      let token = try await client.token("anna")
      for path in ["/v1/changes", "/v1/records/patient/\(UUID())", "/v1/nothing-here", "/"] {
        let answer = try await client.executeRequest(
          uri: path,
          method: try #require(HTTPRequest.Method(method)),
          headers: [.authorization: "Bearer \(token)"],
          body: nil
        )
        #expect(answer.isProblem(.methodNotAllowed), "\(method) \(path)")
        #expect(answer.headers[.allow] == "GET, HEAD, POST, PUT, PATCH")
      }
    }
  }

  /// A word that is no HTTP method at all never reaches a route: SwiftNIO's parser answers 400
  /// and closes the connection. What matters is that nothing is served.
  @Test func aMadeUpMethodIsRefusedByTheParser() async throws {
    let server = try await TestServer()
    try await server.run(.live) { client in
      let answer = try? await client.executeRequest(
        uri: "/v1/changes",
        method: try #require(HTTPRequest.Method("BREW")),
        headers: [:],
        body: nil
      )
      #expect(answer == nil || answer?.status == .badRequest)
    }
  }
}
