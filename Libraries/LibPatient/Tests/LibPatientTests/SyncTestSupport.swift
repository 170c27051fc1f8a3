import CoreHTTP
import CoreTesting
import Foundation

@testable import LibPatient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A stub team server: `answer` decides each response; every request is logged.
struct StubServer {
  let log = RequestLog()
  let client: URLSessionHTTPClient

  init(_ answer: @escaping @Sendable (URLRequest) -> (Int, String) = StubServer.echo) {
    let log = self.log
    let url = StubURLProtocol.register { request in
      log.append(request)
      let (status, body) = answer(request)
      return (status, ["Content-Type": "application/json"], Data(body.utf8))
    }
    client = URLSessionHTTPClient(
      baseURL: url,
      token: { "secret-token" },
      protocolClasses: [StubURLProtocol.self]
    )
  }

  /// The writes the server saw, as "PUT /v1/…" lines.
  var writes: [String] {
    log.all.filter { $0.httpMethod == "PUT" }.map { "PUT \($0.url!.path)" }
  }

  static let emptyFeed = ServerFixtures.changes([], next: 0, hasMore: false)

  /// Stores every write: a create gets version 1, an update `If-Match` + 1. Feeds are empty.
  @Sendable static func echo(_ request: URLRequest) -> (Int, String) {
    guard request.httpMethod == "PUT", let body = request.httpBody else {
      return (200, emptyFeed)
    }
    var object = (try? JSONSerialization.jsonObject(with: body) as? [String: Any]) ?? [:]
    let base = ifMatch(request)
    object["version"] = (base ?? 0) + 1
    let data = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
    return (base == nil ? 201 : 200, String(decoding: data, as: UTF8.self))
  }

  static func ifMatch(_ request: URLRequest) -> Int? {
    request.value(forHTTPHeaderField: "If-Match")
      .flatMap { Int($0.trimmingCharacters(in: CharacterSet(charactersIn: "\""))) }
  }
}

/// A client that never reaches the server.
struct UnreachableClient: HTTPClient {
  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    throw HTTPError.unreachable("offline")
  }
}
