import CoreContract
import CoreDatabase
import CoreHTTP
import CoreSync
import CoreTesting
import Foundation
import LibPatient
import Testing

@testable import LibMessage

/// Nurses' stores syncing messages and read marks with one fake team server.
@Suite("Sync of messages and read marks through CoreSync")
struct MessageSyncTests {
  let server = FakeTeamServer()

  @Test func aMessageSentOfflineReachesAColleagueOnceAndIsNoLongerPending() async throws {
    let alice = try MessageNurse(MessageFixture.me, server)
    let zoe = try await alice.fixture.addPatient()
    let id = try await alice.fixture.send("Dressing changed", to: zoe)
    try await alice.fixture.send("Exudate heavier", to: zoe)

    let report = try await alice.sync()

    #expect(report.pushed == 3)
    #expect(report.pending == 0)
    let mine = try await alice.fixture.messages.thread(patientID: zoe)
    #expect(mine.count == 2)
    #expect(mine.allSatisfy { !$0.isPending })

    let bob = try MessageNurse("bob", server)
    _ = try await bob.sync()
    let thread = try await bob.fixture.messages.thread(patientID: zoe)
    #expect(thread.map(\.id).first == id)
    #expect(thread.map(\.author) == ["alice", "alice"])
    #expect(try await bob.fixture.messages.inbox().first?.unreadCount == 2)
  }

  @Test func aReadMarkFollowsItsNurseToHerOtherStoreAndNoOneElses() async throws {
    let alice = try MessageNurse(MessageFixture.me, server)
    let zoe = try await alice.fixture.addPatient()
    try await alice.fixture.send(to: zoe)
    _ = try await alice.sync()

    let bob = try MessageNurse("bob", server)
    _ = try await bob.sync()
    try await bob.fixture.messages.markThreadRead(patientID: zoe)
    let pushed = try await bob.sync()
    #expect(pushed.pushed == 1)
    #expect(pushed.pending == 0)

    // Bob on another machine: his mark comes with the thread.
    let bobElsewhere = try MessageNurse("bob", server)
    _ = try await bobElsewhere.sync()
    #expect(try await bobElsewhere.fixture.messages.inbox().first?.unreadCount == 0)
    // Carol never sees Bob's mark.
    let carol = try MessageNurse("carol", server)
    _ = try await carol.sync()
    #expect(try await carol.fixture.messages.inbox().first?.unreadCount == 1)
  }

  @Test func aMessageTheServerRefusesIsListedAsRefusedAndTheNextGoesOut() async throws {
    let alice = try MessageNurse(MessageFixture.me, server)
    let zoe = try await alice.fixture.addPatient()
    let refused = try await alice.fixture.send("First", to: zoe)
    let next = try await alice.fixture.send("Second", to: zoe)
    server.refuse(Wire.Message.type, field: "body")

    let report = try await alice.sync()

    #expect(report.refused == 1)
    let listed = try await SyncLedger(store: alice.fixture.store).refused()
    #expect(listed.map(\.recordID) == [RecordID(refused.rawValue)])
    #expect(listed.first?.field == "body")
    let thread = try await alice.fixture.messages.thread(patientID: zoe)
    #expect(thread.first { $0.id == next }?.isPending == false)
    #expect(thread.first { $0.id == refused }?.isPending == true)
  }

  @Test func offlineTheMessageStaysPendingAndTheOutboxIntact() async throws {
    let fixture = try MessageFixture()
    let zoe = try await fixture.addPatient()
    try await fixture.send(to: zoe)
    await #expect(throws: SyncError.self) {
      try await SyncEngine(
        store: fixture.store,
        client: UnreachableClient(),
        kinds: fixture.patients.syncedKinds + fixture.messages.syncedKinds
      ).sync()
    }
    #expect(try await fixture.outbox().count == 1)
    #expect(try await fixture.messages.thread(patientID: zoe).first?.isPending == true)
  }
}

/// One nurse of the team: her own store and libraries, her own login to the team server.
struct MessageNurse {
  let fixture: MessageFixture
  let client: any HTTPClient

  init(_ name: String, _ server: FakeTeamServer) throws {
    fixture = try MessageFixture(nurse: name)
    client = server.client(for: name)
  }

  /// Patients first, then messages: one engine over both libraries' kinds.
  func sync() async throws -> SyncReport {
    try await SyncEngine(
      store: fixture.store,
      client: client,
      kinds: fixture.patients.syncedKinds + fixture.messages.syncedKinds,
      now: fixture.clock.now
    ).sync()
  }
}

/// A client that never reaches the server.
struct UnreachableClient: HTTPClient {
  func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    throw HTTPError.unreachable("offline")
  }
}
