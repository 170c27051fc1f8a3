import CoreHTTP
import CoreTesting
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Records the requests a stub server saw.
final class RequestLog: @unchecked Sendable {
  private let lock = NSLock()
  private var requests: [URLRequest] = []
  func append(_ request: URLRequest) { lock.withLock { requests.append(request) } }
  var all: [URLRequest] { lock.withLock { requests } }
}

/// A stub team server for the wound routes. By default it stores what it is sent: a created
/// wound gets version 1, an update `If-Match` + 1, appends are echoed, photos are kept by hash
/// (so `HEAD` says 200 once uploaded), and the feed is empty. `answer` overrides any request
/// it returns a response for.
final class WoundStubServer: @unchecked Sendable {
  typealias Answer = @Sendable (URLRequest) -> (Int, Data)?

  let log = RequestLog()
  private let lock = NSLock()
  private var photos: [String: Data] = [:]
  private(set) var client: URLSessionHTTPClient!

  init(photos: [String: Data] = [:], _ answer: @escaping Answer = { _ in nil }) {
    self.photos = photos
    let url = StubURLProtocol.register { [self] request in
      log.append(request)
      let (status, body) = answer(request) ?? self.store(request)
      return (status, ["Content-Type": "application/json"], body)
    }
    client = URLSessionHTTPClient(
      baseURL: url,
      token: { "secret-token" },
      protocolClasses: [StubURLProtocol.self]
    )
  }

  /// The requests that are not feed reads, as "METHOD /path" lines.
  var calls: [String] {
    log.all.filter { $0.url!.path != "/v1/wounds/changes" }
      .map { "\($0.httpMethod!) \($0.url!.path)" }
  }

  var uploadedPhotos: [String: Data] { lock.withLock { photos } }

  private func store(_ request: URLRequest) -> (Int, Data) {
    let path = request.url!.path
    let method = request.httpMethod ?? "GET"
    if path.hasPrefix("/v1/photos/") {
      let hash = String(path.dropFirst("/v1/photos/".count))
      return lock.withLock {
        switch method {
        case "PUT":
          let created = photos[hash] == nil
          photos[hash] = request.httpBody ?? Data()
          return (created ? 201 : 200, Data())
        default:
          guard let bytes = photos[hash] else { return (404, Data()) }
          return (200, method == "HEAD" ? Data() : bytes)
        }
      }
    }
    guard method != "GET", let body = request.httpBody else {
      return (200, Data(WoundServerFixtures.emptyFeed.utf8))
    }
    var object = (try? JSONSerialization.jsonObject(with: body) as? [String: Any]) ?? [:]
    if path.hasPrefix("/v1/patients/") || method == "PUT" {
      object["version"] = (Self.ifMatch(request) ?? 0) + 1
    }
    let data = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
    return (method == "PUT" ? 200 : 201, data)
  }

  static func ifMatch(_ request: URLRequest) -> Int? {
    request.value(forHTTPHeaderField: "If-Match")
      .flatMap { Int($0.trimmingCharacters(in: CharacterSet(charactersIn: "\""))) }
  }

  static func json(_ status: Int, _ body: String) -> (Int, Data) { (status, Data(body.utf8)) }
}

/// A client that never reaches the server.
struct UnreachableClient: HTTPClient {
  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    throw HTTPError.unreachable("offline")
  }
}
