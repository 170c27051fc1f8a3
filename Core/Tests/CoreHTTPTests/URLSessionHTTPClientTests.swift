import CoreTesting
import Foundation
import Testing

@testable import CoreHTTP

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("HTTP client over URLSession")
struct URLSessionHTTPClientTests {
  @Test func sendsTheBearerTokenJSONAndHeadersAndReturnsTheAnswer() async throws {
    let seen = Recorder()
    let base = StubURLProtocol.register { request in
      seen.record(request)
      return (
        201, ["Content-Type": "application/json", "ETag": "\"1\""], Data("{\"version\":1}".utf8)
      )
    }
    let client = URLSessionHTTPClient(
      baseURL: base,
      token: { "secret-token" },
      protocolClasses: [StubURLProtocol.self]
    )
    let response = try await client.send(
      HTTPRequest(
        method: "PUT",
        path: "/v1/patients/abc",
        query: [URLQueryItem(name: "since", value: "7")],
        headers: ["Idempotency-Key": "k-1"],
        body: Data("{}".utf8)
      )
    )

    #expect(response.status == 201)
    #expect(response.headers["etag"] == "\"1\"")
    #expect(response.body == Data("{\"version\":1}".utf8))
    let request = try #require(seen.requests.first)
    #expect(request.httpMethod == "PUT")
    #expect(request.url?.path == "/v1/patients/abc")
    #expect(request.url?.query == "since=7")
    #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer secret-token")
    #expect(request.value(forHTTPHeaderField: "Idempotency-Key") == "k-1")
    #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
    #expect(request.httpBody == Data("{}".utf8))
  }

  @Test func sendsNoAuthorizationBeforeLogin() async throws {
    let seen = Recorder()
    let base = StubURLProtocol.register { request in
      seen.record(request)
      return (200, [:], Data())
    }
    let client = URLSessionHTTPClient(baseURL: base, protocolClasses: [StubURLProtocol.self])
    _ = try await client.send(HTTPRequest(method: "GET", path: "/v1/patients/changes"))
    #expect(seen.requests.first?.value(forHTTPHeaderField: "Authorization") == nil)
  }

  @Test func aBasicChallengeIsRefusedAsUnauthorizedInsteadOfHanging() async throws {
    let body = #"{"status":401,"title":"Unauthorized"}"#
    let server = try LoopbackServer(
      response: "HTTP/1.1 401 Unauthorized\r\nWWW-Authenticate: Basic realm=\"x\"\r\n"
        + "Content-Type: application/problem+json\r\nContent-Length: \(body.utf8.count)\r\n"
        + "Connection: close\r\n\r\n\(body)"
    )
    // A hang would end in the timeout's `.timedOut`; the 401 itself is the proof it did not
    // hang. The timeout is long so a busy machine cannot turn a slow answer into a timeout.
    let client = URLSessionHTTPClient(baseURL: server.url, timeout: 30, token: { "expired" })
    await #expect(throws: HTTPError.unauthorized(nil)) {
      try await client.send(HTTPRequest(method: "GET", path: "/v1/patients/x"))
    }
  }

  @Test func aServerThatNeverAnswersTimesOut() async throws {
    let server = try LoopbackServer(response: nil)
    // Whole seconds: FoundationNetworking hands libcurl whole-second timeouts, so 0.5 fires at once.
    let client = URLSessionHTTPClient(baseURL: server.url, timeout: 1)
    let started = Date()
    await #expect(throws: HTTPError.timedOut) {
      try await client.send(HTTPRequest(method: "GET", path: "/v1/patients/changes"))
    }
    let waited = Date().timeIntervalSince(started)
    // The upper bound only tells a timeout from a hang; a loaded machine may add seconds.
    #expect(waited >= 0.9 && waited < 20, "waited \(waited)s for a 1s timeout")
  }

  @Test func aBodyWhoseReusedConnectionDiedBeforeTheAnswerIsSentAgainWhole() async throws {
    // The second request goes on the first one's connection, which closes once the body is
    // read: libcurl sends it again on a fresh connection, which FoundationNetworking would
    // leave without its body (the server waiting for it, the client for an answer, until the
    // stall timeout); the client sends it again instead. The timeout is long so that only a
    // stall could reach it.
    let server = try KeepAliveServer(dropping: [2])
    let client = URLSessionHTTPClient(baseURL: server.url, timeout: 60)
    let body = Data(repeating: 7, count: 256 * 1024)
    for path in ["/v1/photos/a", "/v1/photos/b"] {
      let answer = try await client.send(HTTPRequest(method: "PATCH", path: path, body: body))
      #expect(answer.status == 200)
      #expect(answer.body == Data("\(body.count)".utf8))
    }
    #expect(server.bodies.first == body.count)
    #expect(server.bodies.last == body.count)
    #expect(server.bodies.count >= 3)
  }

  @Test func aClosedPortIsUnreachableAndTemporary() async throws {
    let port: UInt16
    do {
      let server = try LoopbackServer(response: "")
      port = server.port
    }  // closed again: nothing listens there now
    let client = URLSessionHTTPClient(baseURL: URL(string: "http://127.0.0.1:\(port)")!, timeout: 2)
    do {
      _ = try await client.send(HTTPRequest(method: "GET", path: "/"))
      Issue.record("expected the request to fail")
    } catch let error as HTTPError {
      guard case .unreachable = error else {
        Issue.record("expected unreachable, got \(error)")
        return
      }
      #expect(error.isTemporary)
    }
  }
}

/// Collects the requests a stub saw, across the stub's threads.
final class Recorder: @unchecked Sendable {
  private let lock = NSLock()
  private var seen: [URLRequest] = []
  func record(_ request: URLRequest) { lock.withLock { seen.append(request) } }
  var requests: [URLRequest] { lock.withLock { seen } }
}
