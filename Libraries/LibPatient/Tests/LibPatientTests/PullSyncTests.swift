import CoreDatabase
import CoreHTTP
import CoreSync
import Foundation
import GRDB
import Testing

@testable import LibPatient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Sync: pulling the team's patients")
struct PullSyncTests {
  let fixture: PatientFixture
  let first = "11111111-2222-4333-8444-555555555555"
  let second = "66666666-7777-4888-9999-aaaaaaaaaaaa"

  init() throws { fixture = try PatientFixture() }

  /// Page one: two patients; page two: the first removed.
  func feed(_ request: URLRequest, failSecondPage: Bool = false) -> (Int, String) {
    let query = URLComponents(url: request.url!, resolvingAgainstBaseURL: false)?.queryItems
    let since = query?.first { $0.name == "since" }?.value ?? "0"
    guard request.url!.path == "/v1/patients/changes" else { return (200, StubServer.emptyFeed) }
    switch since {
    case "0":
      let changes = [
        "{\"sequence\":1,\"patient\":\(ServerFixtures.patient(id: first, givenName: "Anna"))}",
        "{\"sequence\":2,\"patient\":\(ServerFixtures.patient(id: second, givenName: "Berthe"))}",
      ]
      return (200, ServerFixtures.changes(changes, next: 2, hasMore: true))
    default:
      if failSecondPage { return (500, "{}") }
      let tombstone = "{\"sequence\":3,\"deletedId\":\"\(first)\"}"
      return (200, ServerFixtures.changes([tombstone], next: 3, hasMore: false))
    }
  }

  func cursor(_ feed: String) async throws -> Int64 {
    try await SyncCursors.cursor(of: feed, in: fixture.store)
  }

  @Test func everyPageIsAppliedTombstonesIncludedAndNothingIsQueued() async throws {
    let server = StubServer { feed($0) }

    let report = try await fixture.library.sync(using: server.client)

    #expect(report.pulled == 3)
    #expect(try await fixture.library.list().map(\.givenName) == ["Berthe"])
    #expect(try await fixture.outbox().isEmpty)
    #expect(try await cursor("patients") == 3)
    #expect(try await fixture.library.pendingChangeCount() == 0)
  }

  @Test func aFailureOnPageTwoKeepsPageOneAndItsCursor() async throws {
    let failing = StubServer { feed($0, failSecondPage: true) }
    await #expect(throws: SyncError.temporary(reason: "500 server error")) {
      try await fixture.library.sync(using: failing.client)
    }
    #expect(try await fixture.library.list().count == 2)
    #expect(try await cursor("patients") == 2)

    let server = StubServer { feed($0) }
    _ = try await fixture.library.sync(using: server.client)
    let asked = server.log.all.compactMap(\.url).filter { $0.path == "/v1/patients/changes" }
    #expect(asked.first?.query?.contains("since=2") == true)
    #expect(try await fixture.library.list().map(\.givenName) == ["Berthe"])
  }

  @Test func aPulledPatientDoesNotReplaceAPendingLocalChange() async throws {
    let id = UUID(uuidString: first)!
    try await fixture.addPatient(given: "Local", id: id)
    // The push fails for good (422), so the local create stays pending through the pull.
    let server = StubServer { request in
      request.httpMethod == "PUT" ? (422, "{\"status\":422}") : feed(request)
    }

    _ = try await fixture.library.sync(using: server.client)

    #expect(try await fixture.library.patient(id).details.givenName == "Local")
    #expect(try await fixture.outbox().count == 1)
  }

  @Test func pulledAssessmentsAreStoredUnderTheirPatient() async throws {
    let server = StubServer { request in
      if request.url!.path == "/v1/braden/changes" {
        let change = "{\"sequence\":9,\"braden\":\(ServerFixtures.braden())}"
        return (200, ServerFixtures.changes([change], next: 9, hasMore: false))
      }
      if request.url!.path == "/v1/patients/changes" {
        let change = "{\"sequence\":1,\"patient\":\(ServerFixtures.patient())}"
        return (200, ServerFixtures.changes([change], next: 1, hasMore: false))
      }
      return (404, "{}")
    }

    let report = try await fixture.library.sync(using: server.client)

    #expect(report.pulled == 2)
    let history = try await fixture.library.bradenHistory(
      of: UUID(uuidString: ServerFixtures.patientID)!
    )
    #expect(history.map(\.id) == [UUID(uuidString: ServerFixtures.bradenID)!])
    #expect(try await cursor("braden") == 9)
    #expect(try await fixture.outbox().isEmpty)
  }
}
