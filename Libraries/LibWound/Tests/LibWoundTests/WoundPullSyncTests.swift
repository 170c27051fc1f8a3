import CoreDatabase
import CoreSync
import Foundation
import Testing

@testable import LibWound

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Sync: pulling the team's wounds, assessments and photos")
struct WoundPullSyncTests {
  typealias Fixtures = WoundServerFixtures
  let fixture: WoundFixture
  let woundID = UUID(uuidString: WoundServerFixtures.woundID)!
  let bytes = SamplePhotos.jpeg
  var hash: String { ContentHash.hex(bytes) }

  init() throws { fixture = try WoundFixture() }

  /// Page one: a wound and its assessment; page two: a photo of it; page three (once the
  /// first two were read): the wound removed.
  func feed(_ request: URLRequest, failing: Set<String> = [], removing: Bool = false) -> (
    Int, Data
  )? {
    guard request.url!.path == "/v1/wounds/changes" else { return nil }
    let since = request.since ?? "0"
    if failing.contains(since) { return WoundStubServer.json(500, "{}") }
    switch since {
    case "0":
      let changes = [
        "{\"sequence\":1,\"wound\":\(Fixtures.wound())}",
        "{\"sequence\":2,\"assessment\":\(Fixtures.assessment())}",
      ]
      return WoundStubServer.json(200, Fixtures.changes(changes, next: 2, hasMore: true))
    case "2":
      let change = "{\"sequence\":3,\"photo\":\(Fixtures.attachment(bytes: bytes))}"
      return WoundStubServer.json(200, Fixtures.changes([change], next: 3, hasMore: removing))
    default:
      guard removing else {
        return WoundStubServer.json(200, Fixtures.changes([], next: 3, hasMore: false))
      }
      let tombstone = "{\"sequence\":4,\"deletedId\":\"\(Fixtures.woundID)\"}"
      return WoundStubServer.json(200, Fixtures.changes([tombstone], next: 4, hasMore: false))
    }
  }

  func serverPatient() async throws {
    try await fixture.addPatient(id: UUID(uuidString: Fixtures.patientID)!)
  }

  @Test func woundsAssessmentsAndPhotoBytesArriveAndNothingIsQueued() async throws {
    try await serverPatient()
    let server = WoundStubServer(photos: [hash: bytes]) { feed($0) }

    let report = try await fixture.wounds.sync(using: server.client)

    #expect(report == SyncReport(pushed: 0, pulled: 3, conflicts: 0, pending: 0))
    let detail = try await fixture.wounds.wound(woundID)
    #expect(detail.wound.openedBy == "nurse.b")
    #expect(detail.wound.version == 1)
    let assessment = try #require(detail.assessments.first?.assessment)
    #expect(assessment.findings.length == Centimetres(tenths: 35))
    #expect(assessment.photoIDs == [hash])
    #expect(try await fixture.wounds.photo(hash).bytes == bytes)
    #expect(server.calls == ["GET /v1/photos/\(hash)"])
    #expect(try await fixture.outbox().isEmpty)
    #expect(try await fixture.cursor("wounds") == 3)
  }

  @Test func aTombstoneRemovesTheWoundWithWhatHangsUnderIt() async throws {
    try await serverPatient()
    let server = WoundStubServer(photos: [hash: bytes]) { feed($0, removing: true) }

    let report = try await fixture.wounds.sync(using: server.client)

    #expect(report.pulled == 4)
    await #expect(throws: WoundLookupError.woundNotFound(woundID)) {
      try await fixture.wounds.wound(woundID)
    }
    #expect(try await fixture.count("assessment") == 0)
    #expect(try await fixture.count("assessment_photo") == 0)
    #expect(try await fixture.cursor("wounds") == 4)
  }

  @Test func aTombstoneRemovesCorrectionsWithWhatTheyCorrect() async throws {
    let wound = try await fixture.openWound()
    let first = try await fixture.assess(wound)
    fixture.clock.advance(days: 2)
    try await fixture.assess(wound, length: 31, daysAfterStart: 1, supersedes: first)
    _ = try await fixture.wounds.sync(using: WoundStubServer().client)
    let server = WoundStubServer { request in
      guard request.url!.path == "/v1/wounds/changes" else { return nil }
      let tombstone = "{\"sequence\":9,\"deletedId\":\"\(wound.databaseKey)\"}"
      return WoundStubServer.json(200, Fixtures.changes([tombstone], next: 9, hasMore: false))
    }

    let report = try await fixture.wounds.sync(using: server.client)

    #expect(report.pulled == 1)
    #expect(try await fixture.count("wound") == 0)
    #expect(try await fixture.count("assessment") == 0)
  }

  @Test func aTombstoneWaitsWhileALocalChangeUnderTheWoundIsPending() async throws {
    let wound = try await fixture.openWound()
    _ = try await fixture.wounds.sync(using: WoundStubServer().client)
    try await fixture.assess(wound)
    let server = WoundStubServer { request in
      if request.httpMethod == "POST" { return WoundStubServer.json(422, "{\"status\":422}") }
      guard request.url!.path == "/v1/wounds/changes" else { return nil }
      let tombstone = "{\"sequence\":9,\"deletedId\":\"\(wound.databaseKey)\"}"
      return WoundStubServer.json(200, Fixtures.changes([tombstone], next: 9, hasMore: false))
    }

    let report = try await fixture.wounds.sync(using: server.client)

    #expect(report.pulled == 0)
    #expect(try await fixture.wounds.wound(wound).assessments.count == 1)
    #expect(try await fixture.cursor("wounds") == 9)
  }

  @Test func aPullCutShortResumesFromTheStoredCursorWithoutDuplicates() async throws {
    try await serverPatient()
    let failing = WoundStubServer(photos: [hash: bytes]) { feed($0, failing: ["2"]) }
    await #expect(throws: SyncError.temporary(reason: "500 server error")) {
      try await fixture.wounds.sync(using: failing.client)
    }
    #expect(try await fixture.cursor("wounds") == 2)
    #expect(try await fixture.wounds.wound(woundID).assessments.count == 1)

    let server = WoundStubServer(photos: [hash: bytes]) { feed($0) }
    let report = try await fixture.wounds.sync(using: server.client)

    #expect(server.log.all.first?.since == "2")
    #expect(report.pulled == 1)
    #expect(try await fixture.count("assessment") == 1)
    #expect(try await fixture.wounds.photo(hash).bytes == bytes)
  }

  @Test func aPhotoThatCannotBeFetchedNowStopsThePullBeforeItsPage() async throws {
    try await serverPatient()
    let failing = WoundStubServer(photos: [hash: bytes]) { request in
      request.url!.path.hasPrefix("/v1/photos/") ? WoundStubServer.json(503, "{}") : feed(request)
    }
    await #expect(throws: SyncError.temporary(reason: "503 server error")) {
      try await fixture.wounds.sync(using: failing.client)
    }
    #expect(try await fixture.cursor("wounds") == 2)
    #expect(try await fixture.count("assessment_photo") == 0)
  }

  @Test func bytesThatDoNotMatchTheirHashAreNotKeptAndComeLater() async throws {
    try await serverPatient()
    let wrong = WoundStubServer(photos: [hash: SamplePhotos.otherJPEG]) { feed($0) }

    _ = try await fixture.wounds.sync(using: wrong.client)

    #expect(try await fixture.wounds.wound(woundID).assessments[0].assessment.photoIDs == [hash])
    await #expect(throws: WoundLookupError.photoNotFound(hash)) {
      try await fixture.wounds.photo(hash)
    }

    let server = WoundStubServer(photos: [hash: bytes]) { feed($0) }
    _ = try await fixture.wounds.sync(using: server.client)
    #expect(try await fixture.wounds.photo(hash).bytes == bytes)
  }

  @Test func aPulledWoundDoesNotReplaceAPendingStatusChange() async throws {
    try await serverPatient()
    let first = WoundStubServer(photos: [hash: bytes]) { feed($0) }
    _ = try await fixture.wounds.sync(using: first.client)
    try await fixture.wounds.close(woundID, reason: "moved to hospital")
    // The push is refused for good (422), so the change stays pending through the pull.
    let server = WoundStubServer { request in
      if request.httpMethod == "PUT" { return WoundStubServer.json(422, "{\"status\":422}") }
      guard request.url!.path == "/v1/wounds/changes" else { return nil }
      let change = "{\"sequence\":5,\"wound\":\(Fixtures.wound(version: 2))}"
      return WoundStubServer.json(200, Fixtures.changes([change], next: 5, hasMore: false))
    }

    _ = try await fixture.wounds.sync(using: server.client)

    #expect(
      try await fixture.wounds.wound(woundID).wound.status == .closed(reason: "moved to hospital")
    )
    #expect(try await fixture.outbox().count == 1)
    #expect(try await fixture.cursor("wounds") == 5)
  }

  @Test func aWoundOfAPatientThisStoreDoesNotHoldIsPassedOver() async throws {
    let server = WoundStubServer(photos: [hash: bytes]) { feed($0) }
    let report = try await fixture.wounds.sync(using: server.client)
    #expect(report.pulled == 0)
    #expect(try await fixture.count("wound") == 0)
    #expect(try await fixture.cursor("wounds") == 3)
  }
}
