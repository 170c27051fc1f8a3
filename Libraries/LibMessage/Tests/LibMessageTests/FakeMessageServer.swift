import CoreHTTP
import CoreTesting
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An in-memory team server for one nurse, keeping the README's wire contract: messages get
/// the token's author and the next sequence, idempotency keys replay their first answer, the
/// same id under another key answers the stored message, read marks keep the highest.
final class FakeMessageServer: @unchecked Sendable {
  private let lock = NSLock()
  private let nurse: String
  private var sequence: Int64 = 0
  private var messages: [String: [String: Any]] = [:]
  private var changes: [(sequence: Int64, entry: [String: Any])] = []
  private var answers: [String: (Int, Data)] = [:]
  private var marks: [String: Int64] = [:]
  private var log: [URLRequest] = []
  /// Patients the nurse's team has; a message about another is a 404.
  var patients: Set<String> = []
  /// The next message is stored but its answer lost (a 503), as when the connection drops.
  var loseNextAnswer = false

  init(nurse: String = "alice") { self.nurse = nurse }

  lazy var client: URLSessionHTTPClient = {
    let url = StubURLProtocol.register { [self] request in handle(request) }
    return URLSessionHTTPClient(
      baseURL: url,
      token: { "alice-token" },
      protocolClasses: [StubURLProtocol.self]
    )
  }()

  var requests: [URLRequest] { lock.withLock { log } }
  var messageCount: Int { lock.withLock { messages.count } }

  /// A colleague's message, stored as if she had posted it.
  func addColleagueMessage(_ patientID: UUID, author: String = "bob", id: UUID = UUID()) {
    lock.withLock {
      _ = store(
        [
          "id": id.uuidString.lowercased(), "body": "Can the doctor come by?",
          "sentAt": "2025-06-15T09:00:00.000Z", "replyTo": NSNull(),
        ],
        patientID: patientID.uuidString.lowercased(),
        author: author
      )
    }
  }

  /// A read mark the nurse set on another device.
  func setMark(_ patientID: UUID, _ upTo: Int64) {
    lock.withLock { _ = raiseMark(patientID.uuidString.lowercased(), upTo) }
  }

  private func handle(_ request: URLRequest) -> (Int, [String: String], Data) {
    lock.withLock {
      log.append(request)
      let (status, body) = answer(request)
      return (status, ["Content-Type": "application/json"], body)
    }
  }

  private func answer(_ request: URLRequest) -> (Int, Data) {
    let parts = request.url!.path.split(separator: "/").map(String.init)
    if request.httpMethod == "GET", parts == ["v1", "messages", "changes"] {
      return feed(request.url!)
    }
    guard parts.count == 4, parts[1] == "patients", patients.contains(parts[2]) else {
      return (404, Data(#"{"status":404,"title":"Not Found"}"#.utf8))
    }
    let key = request.value(forHTTPHeaderField: "Idempotency-Key") ?? ""
    if let first = answers[key] { return first }
    let body =
      (try? JSONSerialization.jsonObject(with: request.httpBody ?? Data())) as? [String: Any]
    let result: (Int, Data)
    switch (request.httpMethod, parts[3]) {
    case ("POST", "messages"):
      if let id = body?["id"] as? String, let stored = messages[id] { return (200, json(stored)) }
      result = (201, json(store(body ?? [:], patientID: parts[2], author: nurse)))
      if loseNextAnswer {
        loseNextAnswer = false
        answers[key] = result
        return (503, Data("{}".utf8))
      }
    case ("PUT", "read-mark"):
      let upTo = raiseMark(parts[2], (body?["upToSequence"] as? NSNumber)?.int64Value ?? 0)
      result = (200, json(["patientId": parts[2], "upToSequence": upTo]))
    default:
      return (405, Data("{}".utf8))
    }
    answers[key] = result
    return result
  }

  private func store(_ draft: [String: Any], patientID: String, author: String) -> [String: Any] {
    sequence += 1
    var message = draft
    message["patientId"] = patientID
    message["author"] = author
    message["sequence"] = sequence
    messages[draft["id"] as! String] = message
    changes.append((sequence, ["sequence": sequence, "message": message]))
    return message
  }

  private func raiseMark(_ patientID: String, _ upTo: Int64) -> Int64 {
    let kept = max(marks[patientID] ?? 0, upTo)
    marks[patientID] = kept
    sequence += 1
    let mark: [String: Any] = ["patientId": patientID, "upToSequence": kept]
    changes.append((sequence, ["sequence": sequence, "readMark": mark]))
    return kept
  }

  private func feed(_ url: URL) -> (Int, Data) {
    let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    let since = Int64(query.first { $0.name == "since" }?.value ?? "") ?? 0
    let limit = Int(query.first { $0.name == "limit" }?.value ?? "") ?? 100
    let after = changes.filter { $0.sequence > since }
    let page = Array(after.prefix(limit))
    return (
      200,
      json([
        "changes": page.map(\.entry), "next": page.last?.sequence ?? since,
        "hasMore": after.count > page.count,
      ])
    )
  }

  private func json(_ object: [String: Any]) -> Data {
    (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
  }
}

/// A client that never reaches the server.
struct UnreachableClient: HTTPClient {
  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    throw HTTPError.unreachable("offline")
  }
}
