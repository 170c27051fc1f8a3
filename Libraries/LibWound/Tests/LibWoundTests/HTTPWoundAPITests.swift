import CoreHTTP
import Foundation
import Testing

@testable import LibWound

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("HTTPWoundAPI against a stub server")
struct HTTPWoundAPITests {
  typealias Fixtures = WoundServerFixtures

  func api(_ answer: @escaping @Sendable (URLRequest) -> (Int, String)) -> (
    HTTPWoundAPI, WoundStubServer
  ) {
    let server = WoundStubServer { request in
      let (status, body) = answer(request)
      return WoundStubServer.json(status, body)
    }
    return (HTTPWoundAPI(client: server.client), server)
  }

  func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    try WireCoding.decoder.decode(type, from: Data(json.utf8))
  }

  func jsonObject(_ data: Data?) throws -> [String: Any] {
    let data = try #require(data)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func aCreateIsAPostUnderThePatientWithALowercaseKeyAndBody() async throws {
    let key = UUID()
    let (api, server) = api { _ in (201, Fixtures.wound(version: 1)) }
    var wound = try decode(WoundPayload.self, Fixtures.wound())
    wound.version = nil

    let stored = try await api.createWound(wound, idempotencyKey: key)

    #expect(stored.version == 1)
    let request = try #require(server.log.all.first)
    #expect(request.httpMethod == "POST")
    #expect(request.url?.path == "/v1/patients/\(Fixtures.patientID)/wounds")
    #expect(request.value(forHTTPHeaderField: "Idempotency-Key") == key.uuidString.lowercased())
    #expect(request.value(forHTTPHeaderField: "If-Match") == nil)
    #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer secret-token")
    let body = try jsonObject(request.httpBody)
    #expect(body["id"] as? String == Fixtures.woundID)
    #expect(body["patientId"] as? String == Fixtures.patientID)
    #expect(body["type"] as? String == "venous-leg-ulcer")
    #expect(body["createdAt"] as? String == "2025-06-10T08:00:00.000Z")
    #expect(body["version"] == nil)
  }

  @Test func anUpdateIsAPutWithTheQuotedBaseVersion() async throws {
    let (api, server) = api { _ in
      (200, Fixtures.wound(status: "healed", healedOn: "2025-07-01", version: 4))
    }
    let wound = try decode(
      WoundPayload.self,
      Fixtures.wound(status: "healed", healedOn: "2025-07-01")
    )
    let stored = try await api.updateWound(wound, baseVersion: 3, idempotencyKey: UUID())
    #expect(stored.version == 4)
    let request = try #require(server.log.all.first)
    #expect(request.httpMethod == "PUT")
    #expect(request.url?.path == "/v1/wounds/\(Fixtures.woundID)")
    #expect(request.value(forHTTPHeaderField: "If-Match") == "\"3\"")
    #expect(try jsonObject(request.httpBody)["healedOn"] as? String == "2025-07-01")
  }

  @Test func aStaleUpdateThrowsTheServersRecord() async throws {
    let current = Fixtures.wound(status: "closed", version: 5)
    let (api, _) = api { _ in (412, Fixtures.stale(current: current)) }
    let wound = try decode(WoundPayload.self, Fixtures.wound())
    do {
      _ = try await api.updateWound(wound, baseVersion: 3, idempotencyKey: UUID())
      Issue.record("expected a stale answer")
    } catch let stale as StaleWound {
      #expect(stale.current.status == "closed")
      #expect(stale.current.version == 5)
    }
  }

  @Test(arguments: [
    (409, "conflict"), (428, "conflict"), (404, "notFound"), (422, "rejected"),
    (503, "serverError"), (401, "unauthorized"),
  ])
  func refusalsAreTypedErrors(status: Int, kind: String) async throws {
    let (api, _) = api { _ in (status, Fixtures.problem(status, "refused", field: "id")) }
    let wound = try decode(WoundPayload.self, Fixtures.wound())
    do {
      _ = try await api.createWound(wound, idempotencyKey: UUID())
      Issue.record("expected \(kind)")
    } catch let error as HTTPError {
      switch (error, kind) {
      case (.conflict(let code, let problem, _), "conflict"):
        #expect(code == status)
        #expect(problem?.field == "id")
      case (.notFound, "notFound"), (.rejected, "rejected"), (.serverError, "serverError"),
        (.unauthorized, "unauthorized"):
        break
      default: Issue.record("\(status) gave \(error)")
      }
    }
  }

  @Test func anAssessmentIsAPostUnderItsWound() async throws {
    let (api, server) = api { _ in (201, Fixtures.assessment()) }
    let assessment = try decode(
      AssessmentPayload.self,
      Fixtures.assessment(supersedes: Fixtures.attachmentID)
    )
    let key = UUID()
    let stored = try await api.appendAssessment(assessment, idempotencyKey: key)
    #expect(stored.lengthCm == Decimal(string: "3.5"))
    let request = try #require(server.log.all.first)
    #expect(request.httpMethod == "POST")
    #expect(request.url?.path == "/v1/wounds/\(Fixtures.woundID)/assessments")
    #expect(request.value(forHTTPHeaderField: "Idempotency-Key") == key.databaseKey)
    let body = try jsonObject(request.httpBody)
    #expect(body["woundId"] as? String == Fixtures.woundID)
    #expect(body["supersedes"] as? String == Fixtures.attachmentID)
    #expect((body["lengthCm"] as? NSNumber)?.doubleValue == 3.5)
    #expect((body["tissue"] as? [String: Int])?["granulation"] == 80)
  }

  @Test func photosAreAskedForUploadedAttachedAndDownloadedByHash() async throws {
    let bytes = SamplePhotos.jpeg
    let hash = Fixtures.sha256(bytes)
    let server = WoundStubServer()
    let api = HTTPWoundAPI(client: server.client)
    let key = UUID()

    #expect(try await api.hasPhoto(sha256: hash) == false)
    try await api.uploadPhoto(sha256: hash, format: "jpeg", bytes: bytes, idempotencyKey: key)
    #expect(try await api.hasPhoto(sha256: hash))
    let attachment = try decode(PhotoAttachmentPayload.self, Fixtures.attachment(bytes: bytes))
    try await api.attachPhoto(attachment, idempotencyKey: key)
    #expect(try await api.downloadPhoto(sha256: hash) == bytes)

    let requests = server.log.all
    #expect(
      server.calls == [
        "HEAD /v1/photos/\(hash)", "PUT /v1/photos/\(hash)", "HEAD /v1/photos/\(hash)",
        "POST /v1/assessments/\(Fixtures.assessmentID)/photos", "GET /v1/photos/\(hash)",
      ]
    )
    #expect(requests[1].value(forHTTPHeaderField: "Content-Type") == "image/jpeg")
    #expect(requests[1].value(forHTTPHeaderField: "Idempotency-Key") == key.databaseKey)
    #expect(requests[1].httpBody == bytes)
    #expect(requests[3].value(forHTTPHeaderField: "Idempotency-Key") == key.databaseKey)
    #expect(try jsonObject(requests[3].httpBody)["sha256"] as? String == hash)
  }

  @Test func aMissingPhotoDownloadIsNotFound() async throws {
    let (api, _) = api { _ in (404, Fixtures.problem(404, "not-found")) }
    do {
      _ = try await api.downloadPhoto(sha256: String(repeating: "0", count: 64))
      Issue.record("expected not found")
    } catch let error as HTTPError {
      guard case .notFound = error else { throw error }
    }
  }

  @Test func aFeedPageAsksSinceAndLimitAndReadsEveryKindOfChange() async throws {
    let gone = "9b2e4f6a-8c1d-4e3b-a5f7-0d9c8b7a6e5f"
    let body = Fixtures.changes(
      [
        "{\"sequence\":7,\"wound\":\(Fixtures.wound(version: 2))}",
        "{\"sequence\":8,\"assessment\":\(Fixtures.assessment())}",
        "{\"sequence\":9,\"photo\":\(Fixtures.attachment(bytes: SamplePhotos.png))}",
        "{\"sequence\":10,\"deletedId\":\"\(gone)\"}",
      ],
      next: 10,
      hasMore: true
    )
    let (api, server) = api { _ in (200, body) }

    let page = try await api.woundChanges(since: 6, limit: 4)

    #expect(page.next == 10)
    #expect(page.hasMore)
    #expect(page.changes.map(\.sequence) == [7, 8, 9, 10])
    #expect(page.changes[0].wound?.version == 2)
    #expect(page.changes[1].assessment?.tunnelling?.depthCm == Decimal(string: "1.5"))
    #expect(page.changes[2].photo?.byteCount == SamplePhotos.png.count)
    #expect(page.changes[3].deletedId == UUID(uuidString: gone))
    let url = try #require(server.log.all.first?.url)
    #expect(url.path == "/v1/wounds/changes")
    let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    #expect(query.contains(URLQueryItem(name: "since", value: "6")))
    #expect(query.contains(URLQueryItem(name: "limit", value: "4")))
  }
}
