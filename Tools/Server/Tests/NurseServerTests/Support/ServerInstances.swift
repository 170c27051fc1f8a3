import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import Testing

@testable import NurseServer

/// Several real `nurse-server` processes on one PostgreSQL database (a new one, with the
/// `TestServer` teams and nurses), as an organisation runs them behind a load balancer.
final class ServerInstances: Sendable {
  let server: TestServer
  let url: String
  let processes: [ServerProcess]
  let instances: [Instance]

  init(count: Int = 2) async throws {
    server = try await TestServer(.postgres)
    url = try #require(server.databaseURL)
    var processes: [ServerProcess] = []
    var instances: [Instance] = []
    for _ in 0..<count {
      let process = try ServerProcess(
        ["serve", "--port", "0", "--database", url, "--log-level", "warning"],
        in: FileManager.default.temporaryDirectory
      )
      processes.append(process)
      instances.append(Instance(base: try await process.listeningURL()))
    }
    self.processes = processes
    self.instances = instances
  }

  deinit { for process in processes { process.stop() } }
}

/// One instance's base URL, and requests as the `nurse` client sends them.
struct Instance: Sendable {
  let base: URL

  /// What came back: the status, and the body as JSON (empty when it is not an object).
  struct Answer: Sendable {
    var status: Int
    var body: Data
    var json: [String: Any] {
      (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
    }
  }

  /// Sends `json`, serialised.
  func send(
    _ method: HTTPMethod,
    _ path: String,
    token: String? = nil,
    json: [String: Any],
    key: String? = nil,
    ifMatch: String? = nil
  ) async throws -> Answer {
    let body = try JSONSerialization.data(withJSONObject: json)
    return try await send(method, path, token: token, body: body, key: key, ifMatch: ifMatch)
  }

  /// Sends `body` as it is.
  func send(
    _ method: HTTPMethod,
    _ path: String,
    token: String? = nil,
    body json: Data? = nil,
    key: String? = nil,
    ifMatch: String? = nil
  ) async throws -> Answer {
    var request = HTTPClientRequest(url: base.absoluteString + path)
    request.method = method
    request.headers.add(name: "Content-Type", value: "application/json")
    if let token { request.headers.add(name: "Authorization", value: "Bearer \(token)") }
    if let key { request.headers.add(name: "Idempotency-Key", value: key) }
    if let ifMatch { request.headers.add(name: "If-Match", value: ifMatch) }
    if let json {
      request.body = .bytes(ByteBuffer(bytes: json))
    }
    let response = try await HTTPClient.shared.execute(request, timeout: .seconds(30))
    let body = try await response.body.collect(upTo: 10 << 20)
    return Answer(status: Int(response.status.code), body: Data(body.readableBytesView))
  }

  /// Logs `nurse` in (password `password-<nurse>`) and returns her token.
  func token(_ nurse: String) async throws -> String {
    let answer = try await send(
      .POST,
      "/v1/auth/login",
      json: ["username": nurse, "password": "password-\(nurse)"]
    )
    return try #require(answer.json["token"] as? String, "login of \(nurse): \(answer.status)")
  }
}
