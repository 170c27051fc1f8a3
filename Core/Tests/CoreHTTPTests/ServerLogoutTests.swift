import Foundation
import Testing

@testable import CoreHTTP

@Suite("Logout revokes the token on the server")
struct ServerLogoutTests {
  /// Answers every request with `status`, keeping what was asked.
  final class Answering: HTTPClient, @unchecked Sendable {
    let status: Int
    private(set) var requests: [HTTPRequest] = []
    init(_ status: Int) { self.status = status }
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
      requests.append(request)
      return HTTPResponse(status: status)
    }
  }

  @Test func postsToTheLogoutRoute() async throws {
    let server = Answering(204)
    try await ServerLogout.revoke(using: server)
    #expect(server.requests.map(\.method) == ["POST"])
    #expect(server.requests.map(\.path) == ["/v1/auth/logout"])
  }

  @Test func aTokenTheServerNoLongerKnowsIsAlreadyRevoked() async throws {
    try await ServerLogout.revoke(using: Answering(401))
  }

  @Test func aServerErrorIsReported() async {
    await #expect(throws: HTTPError.serverError(status: 503, problem: nil)) {
      try await ServerLogout.revoke(using: Answering(503))
    }
  }
}
