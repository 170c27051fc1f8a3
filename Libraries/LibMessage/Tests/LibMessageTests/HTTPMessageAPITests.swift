import CoreHTTP
import CoreTesting
import Foundation
import Testing

@testable import LibMessage

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

@Suite("HTTPMessageAPI against a stub server")
struct HTTPMessageAPITests {
  static let patientID = UUID(uuidString: "6F1C2B9E-4D7A-4C1E-9A53-2F0B8E1D7C11")!
  static let messageID = UUID(uuidString: "0A8E3C5D-1B2F-4E6A-8C9D-7F1E2D3C4B5A")!
  static let stored = """
    {"id":"0a8e3c5d-1b2f-4e6a-8c9d-7f1e2d3c4b5a","patientId":"6f1c2b9e-4d7a-4c1e-9a53-2f0b8e1d7c11",\
    "author":"alice","body":"Dressing changed","sentAt":"2025-06-15T10:00:00.250Z",\
    "replyTo":null,"sequence":42}
    """
  let log = RequestLog()

  func api(_ answer: @escaping @Sendable (URLRequest) -> (Int, String)) -> HTTPMessageAPI {
    let log = self.log
    let url = StubURLProtocol.register { request in
      log.append(request)
      let (status, body) = answer(request)
      return (status, ["Content-Type": "application/json"], Data(body.utf8))
    }
    let client = URLSessionHTTPClient(
      baseURL: url,
      token: { "secret-token" },
      protocolClasses: [StubURLProtocol.self]
    )
    return HTTPMessageAPI(client: client)
  }

  func jsonObject(_ data: Data?) throws -> [String: Any] {
    let data = try #require(data)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  var draft: MessageDraftPayload {
    MessageDraftPayload(
      id: Self.messageID,
      body: "Dressing changed",
      sentAt: Date(timeIntervalSince1970: 1_749_981_600.25),
      replyTo: nil
    )
  }

  @Test func aMessageIsPostedUnderItsPatientWithItsKeyAndFourFields() async throws {
    let key = UUID()
    let api = api { _ in (201, Self.stored) }

    let answer = try await api.postMessage(draft, patientID: Self.patientID, idempotencyKey: key)

    #expect(answer.sequence == 42)
    #expect(answer.author == "alice")
    #expect(answer.id == Self.messageID)
    let request = try #require(log.all.first)
    #expect(request.httpMethod == "POST")
    #expect(request.url?.path == "/v1/patients/6f1c2b9e-4d7a-4c1e-9a53-2f0b8e1d7c11/messages")
    #expect(request.value(forHTTPHeaderField: "Idempotency-Key") == key.uuidString.lowercased())
    #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer secret-token")
    #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
    let body = try jsonObject(request.httpBody)
    #expect(Set(body.keys) == ["id", "body", "sentAt", "replyTo"])
    #expect(body["id"] as? String == "0a8e3c5d-1b2f-4e6a-8c9d-7f1e2d3c4b5a")
    #expect(body["sentAt"] as? String == "2025-06-15T10:00:00.250Z")
    #expect(body["replyTo"] is NSNull)
  }

  @Test func aReplyNamesTheAnsweredMessageInLowercase() async throws {
    let api = api { _ in (201, Self.stored) }
    var reply = draft
    reply.replyTo = Self.patientID
    _ = try await api.postMessage(reply, patientID: Self.patientID, idempotencyKey: UUID())
    let body = try jsonObject(log.all.first?.httpBody)
    #expect(body["replyTo"] as? String == "6f1c2b9e-4d7a-4c1e-9a53-2f0b8e1d7c11")
  }

  @Test func aReadMarkIsAPutOfItsSequence() async throws {
    let key = UUID()
    let api = api { _ in
      (200, #"{"patientId":"6f1c2b9e-4d7a-4c1e-9a53-2f0b8e1d7c11","upToSequence":50}"#)
    }
    let mark = ReadMarkPayload(patientId: Self.patientID, upToSequence: 42)

    let kept = try await api.putReadMark(mark, idempotencyKey: key)

    #expect(kept.upToSequence == 50)
    let request = try #require(log.all.first)
    #expect(request.httpMethod == "PUT")
    #expect(request.url?.path == "/v1/patients/6f1c2b9e-4d7a-4c1e-9a53-2f0b8e1d7c11/read-mark")
    #expect(request.value(forHTTPHeaderField: "Idempotency-Key") == key.uuidString.lowercased())
    #expect(String(decoding: request.httpBody ?? Data(), as: UTF8.self) == #"{"upToSequence":42}"#)
  }

  @Test func aFeedPageReadsMessagesReadMarksAndTombstones() async throws {
    let gone = "9b2e4f6a-8c1d-4e3b-a5f7-0d9c8b7a6e5f"
    let body = """
      {"changes":[{"sequence":42,"message":\(Self.stored)},\
      {"sequence":43,"readMark":{"patientId":"6f1c2b9e-4d7a-4c1e-9a53-2f0b8e1d7c11",\
      "upToSequence":42}},{"sequence":44,"deletedId":"\(gone)"}],"next":44,"hasMore":true}
      """
    let api = api { _ in (200, body) }

    let page = try await api.messageChanges(since: 41, limit: 3)

    #expect(page.next == 44)
    #expect(page.hasMore)
    #expect(page.changes.map(\.sequence) == [42, 43, 44])
    #expect(page.changes[0].message?.sentAt == Date(timeIntervalSince1970: 1_749_981_600.25))
    #expect(page.changes[1].readMark?.upToSequence == 42)
    #expect(page.changes[2].deletedId == UUID(uuidString: gone))
    let url = try #require(log.all.first?.url)
    #expect(url.path == "/v1/messages/changes")
    let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    #expect(query.contains(URLQueryItem(name: "since", value: "41")))
    #expect(query.contains(URLQueryItem(name: "limit", value: "3")))
  }

  @Test func anotherTeamsPatientIsNotFoundAndABadBodyIsRejected() async throws {
    let missing = api { _ in (404, #"{"status":404,"title":"Not Found"}"#) }
    await #expect(throws: HTTPError.notFound(Problem(title: "Not Found", status: 404))) {
      _ = try await missing.postMessage(draft, patientID: Self.patientID, idempotencyKey: UUID())
    }
    let refused = api { _ in (422, #"{"status":422,"field":"body"}"#) }
    await #expect(
      throws: HTTPError.rejected(status: 422, problem: Problem(status: 422, field: "body"))
    ) {
      _ = try await refused.postMessage(draft, patientID: Self.patientID, idempotencyKey: UUID())
    }
  }
}
