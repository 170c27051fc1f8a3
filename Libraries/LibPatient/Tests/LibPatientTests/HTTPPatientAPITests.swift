import CoreHTTP
import CoreTesting
import Foundation
import Testing

@testable import LibPatient

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

@Suite("HTTPPatientAPI against a stub server")
struct HTTPPatientAPITests {
  let log = RequestLog()

  func api(_ answer: @escaping @Sendable (URLRequest) -> (Int, String)) -> HTTPPatientAPI {
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
    return HTTPPatientAPI(client: client)
  }

  func payload() throws -> PatientPayload {
    try WireCoding.decoder.decode(PatientPayload.self, from: Data(ServerFixtures.patient().utf8))
  }

  func jsonObject(_ data: Data?) throws -> [String: Any] {
    let data = try #require(data)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func aCreateIsAPutWithoutIfMatchAndWithALowercaseIdempotencyKey() async throws {
    let key = UUID()
    let api = api { _ in (201, ServerFixtures.patient(version: 1)) }
    var patient = try payload()
    patient.version = nil

    let stored = try await api.putPatient(patient, baseVersion: nil, idempotencyKey: key)

    #expect(stored.version == 1)
    let request = try #require(log.all.first)
    #expect(request.httpMethod == "PUT")
    #expect(request.url?.path == "/v1/patients/\(ServerFixtures.patientID)")
    #expect(request.value(forHTTPHeaderField: "If-Match") == nil)
    #expect(request.value(forHTTPHeaderField: "Idempotency-Key") == key.uuidString.lowercased())
    #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer secret-token")
    #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
    let body = try jsonObject(request.httpBody)
    #expect(body["id"] as? String == ServerFixtures.patientID)
    #expect(body["givenName"] as? String == "Zoë")
    #expect(body["createdAt"] as? String == "2025-06-15T10:00:00.000Z")
    #expect(body["allergies"] as? [String] == ["penicillin"])
  }

  @Test func anUpdateCarriesTheQuotedBaseVersion() async throws {
    let api = api { _ in (200, ServerFixtures.patient(version: 4)) }
    let stored = try await api.putPatient(try payload(), baseVersion: 3, idempotencyKey: UUID())
    #expect(stored.version == 4)
    #expect(log.all.first?.value(forHTTPHeaderField: "If-Match") == "\"3\"")
  }

  @Test func aStaleUpdateThrowsTheServersRecord() async throws {
    let current = ServerFixtures.patient(givenName: "Zoé", version: 5)
    let api = api { _ in (412, ServerFixtures.stale(current: current)) }
    do {
      _ = try await api.putPatient(try payload(), baseVersion: 3, idempotencyKey: UUID())
      Issue.record("expected a stale answer")
    } catch let stale as StalePatient {
      #expect(stale.current.givenName == "Zoé")
      #expect(stale.current.version == 5)
    }
  }

  @Test func aRefusedTokenIsUnauthorized() async throws {
    let api = api { _ in (401, ServerFixtures.unauthorized) }
    await #expect(throws: HTTPError.self) {
      _ = try await api.putPatient(try payload(), baseVersion: nil, idempotencyKey: UUID())
    }
    do {
      _ = try await api.patientChanges(since: 0, limit: 10)
    } catch let error as HTTPError {
      guard case .unauthorized = error else { throw error }
    }
  }

  @Test func aBradenAssessmentIsAPutOnItsOwnID() async throws {
    let api = api { _ in (201, ServerFixtures.braden()) }
    let assessment = try WireCoding.decoder.decode(
      BradenPayload.self,
      from: Data(ServerFixtures.braden().utf8)
    )
    let key = UUID()
    let stored = try await api.putBraden(assessment, idempotencyKey: key)
    #expect(stored == assessment)
    let request = try #require(log.all.first)
    #expect(request.httpMethod == "PUT")
    #expect(request.url?.path == "/v1/braden/\(ServerFixtures.bradenID)")
    #expect(request.value(forHTTPHeaderField: "Idempotency-Key") == key.uuidString.lowercased())
    let body = try jsonObject(request.httpBody)
    #expect(body["patientId"] as? String == ServerFixtures.patientID)
    #expect(body["frictionShear"] as? Int == 2)
    #expect(body["assessedAt"] as? String == "2025-06-15T09:30:00.000Z")
  }

  @Test func aFeedPageAsksSinceAndLimitAndReadsRecordsAndTombstones() async throws {
    let gone = "9b2e4f6a-8c1d-4e3b-a5f7-0d9c8b7a6e5f"
    let body = ServerFixtures.changes(
      [
        "{\"sequence\":7,\"patient\":\(ServerFixtures.patient(version: 2))}",
        "{\"sequence\":8,\"deletedId\":\"\(gone)\"}",
      ],
      next: 8,
      hasMore: true
    )
    let api = api { _ in (200, body) }

    let page = try await api.patientChanges(since: 6, limit: 2)

    #expect(page.next == 8)
    #expect(page.hasMore)
    #expect(page.changes.map(\.sequence) == [7, 8])
    #expect(page.changes[0].patient?.version == 2)
    #expect(page.changes[1].deletedId == UUID(uuidString: gone))
    let url = try #require(log.all.first?.url)
    #expect(url.path == "/v1/patients/changes")
    let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    #expect(query.contains(URLQueryItem(name: "since", value: "6")))
    #expect(query.contains(URLQueryItem(name: "limit", value: "2")))
  }

  @Test func theBradenFeedReadsAssessments() async throws {
    let body = ServerFixtures.changes(
      ["{\"sequence\":3,\"braden\":\(ServerFixtures.braden())}"],
      next: 3,
      hasMore: false
    )
    let api = api { _ in (200, body) }
    let page = try await api.bradenChanges(since: 0, limit: 100)
    #expect(page.changes.first?.braden?.moisture == 2)
    #expect(log.all.first?.url?.path == "/v1/braden/changes")
  }
}
