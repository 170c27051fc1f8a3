import AsyncHTTPClient
import Foundation
import HummingbirdTesting
import NIOHTTP1
import Testing

@testable import NurseServer

/// A request that asks to close its connection is told the connection closes, over a real
/// socket: a client reusing keep-alive connections must not send the next request on it.
/// (AsyncHTTPClient, not the test framework's client, which drops the field both ways.)
@Suite struct ConnectionCloseTests {
  /// The `Connection` field of the answer to `GET path`, asked with `connection` if given.
  static func connectionField(_ path: String, asking connection: String?) async throws -> (
    status: UInt, field: String?
  ) {
    let server = try await TestServer()
    return try await server.run(.live) { client in
      var request = HTTPClientRequest(url: "http://127.0.0.1:\(client.port!)\(path)")
      if let connection { request.headers.add(name: "Connection", value: connection) }
      let response = try await HTTPClient.shared.execute(request, timeout: .seconds(30))
      _ = try await response.body.collect(upTo: 1 << 20)
      return (response.status.code, response.headers.first(name: "Connection"))
    }
  }

  @Test func anAnswerToConnectionCloseSaysClose() async throws {
    let answer = try await Self.connectionField("/health/live", asking: "close")
    #expect(answer.status == 200)
    #expect(answer.field == "close")
  }

  @Test func aProblemToConnectionCloseSaysCloseToo() async throws {
    let answer = try await Self.connectionField("/v1/changes", asking: "close")
    #expect(answer.status == 401)
    #expect(answer.field == "close")
  }

  @Test func aKeepAliveAnswerSaysNothingOfClosing() async throws {
    let answer = try await Self.connectionField("/health/live", asking: nil)
    #expect(answer.status == 200)
    #expect(answer.field == nil)
  }
}
