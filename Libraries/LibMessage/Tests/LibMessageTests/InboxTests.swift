import CoreContract
import CoreDatabase
import Foundation
import LibPatient
import Testing

@testable import LibMessage

@Suite("The inbox, unread counts and read marks")
struct InboxTests {
  let fixture: MessageFixture
  init() throws { fixture = try MessageFixture() }

  @Test func anEmptyStoreHasAnEmptyInbox() async throws {
    _ = try await fixture.addPatient()
    #expect(try await fixture.messages.inbox().isEmpty)
  }

  @Test func oneEntryPerPatientTheNewestLastMessageFirst() async throws {
    let zoe = try await fixture.addPatient()
    let marc = try await fixture.addPatient(given: "Marc", family: "Durand")
    try await fixture.pull([
      fixture.colleagueMessage(zoe, sequence: 1, minutes: -30),
      fixture.colleagueMessage(marc, sequence: 2, minutes: -20),
    ])
    let latest = try await fixture.send("Seen today", to: zoe)

    let inbox = try await fixture.messages.inbox()
    #expect(inbox.map(\.patientID) == [zoe, marc])
    #expect(inbox[0].lastMessage.id == latest)
    #expect(inbox[0].givenName == "Zoë")
    #expect(inbox[1].familyName == "Durand")
    #expect(inbox[1].lastMessage.author == "bob")
  }

  @Test func colleaguesMessagesAreUnreadAndMyOwnArePendingNeverUnread() async throws {
    let zoe = try await fixture.addPatient()
    try await fixture.pull([
      fixture.colleagueMessage(zoe, sequence: 4, minutes: -30),
      fixture.colleagueMessage(zoe, sequence: 5, minutes: -20),
      fixture.colleagueMessage(zoe, sequence: 6, author: "alice", minutes: -10),
    ])
    try await fixture.send(to: zoe)
    try await fixture.send(to: zoe)

    let entry = try #require(try await fixture.messages.inbox().first)
    #expect(entry.unreadCount == 2)
    #expect(entry.pendingCount == 2)
  }

  @Test func markingAThreadReadClearsItsUnreadAndQueuesOneMark() async throws {
    let zoe = try await fixture.addPatient()
    let marc = try await fixture.addPatient(given: "Marc", family: "Durand")
    try await fixture.pull([
      fixture.colleagueMessage(zoe, sequence: 1, minutes: -30),
      fixture.colleagueMessage(marc, sequence: 2, minutes: -20),
    ])
    try await fixture.messages.markThreadRead(patientID: zoe)

    var inbox = try await fixture.messages.inbox()
    #expect(inbox.map(\.unreadCount) == [1, 0])
    try await fixture.pull([fixture.colleagueMessage(zoe, sequence: 3, minutes: -5)])
    inbox = try await fixture.messages.inbox()
    #expect(inbox.first { $0.patientID == zoe }?.unreadCount == 1)

    try await fixture.messages.markThreadRead(patientID: zoe)
    let outbox = try await fixture.outbox()
    #expect(outbox.map(\.entityType) == ["readMark"])
    let mark = try WireCoding.decoder.decode(Wire.ReadMark.self, from: outbox[0].payload)
    #expect(mark == Wire.ReadMark(patientId: RecordID(zoe.rawValue), upToSequence: 3))
    #expect(
      try await fixture.messages.inbox().allSatisfy { $0.patientID == marc || $0.unreadCount == 0 }
    )
  }

  @Test func markingAThreadAlreadyReadOrNotYetOnTheServerWritesNothing() async throws {
    let zoe = try await fixture.addPatient()
    try await fixture.messages.markThreadRead(patientID: zoe)
    try await fixture.send(to: zoe)
    try await fixture.messages.markThreadRead(patientID: zoe)
    #expect(try await fixture.outbox().map(\.entityType) == ["message"])

    try await fixture.pull([fixture.colleagueMessage(zoe, sequence: 1, minutes: 5)])
    try await fixture.messages.markThreadRead(patientID: zoe)
    try await fixture.messages.markThreadRead(patientID: zoe)
    #expect(try await fixture.outbox().map(\.entityType) == ["message", "readMark"])
  }

  @Test func markingThreadOfAPatientNotInTheStoreIsNotFound() async throws {
    await #expect(throws: IDLookupError.self) {
      try await fixture.messages.markThreadRead(patientID: Patient.ID())
    }
  }

  @Test func aColleaguesLibraryOnTheSameStoreCountsForHer() async throws {
    let zoe = try await fixture.addPatient()
    try await fixture.send(to: zoe)
    try await fixture.pull([fixture.colleagueMessage(zoe, sequence: 7, author: "alice", minutes: 9)]
    )
    let bob = MessageLibrary.live(store: fixture.store, nurse: "bob")
    #expect(try await bob.inbox().first?.unreadCount == 1)
    #expect(try await fixture.messages.inbox().first?.unreadCount == 0)
  }

  @Test func theThreadRunsOldestToNewest() async throws {
    let zoe = try await fixture.addPatient()
    let mine = try await fixture.send("Seen today", to: zoe)
    let early = Message.ID()
    try await fixture.pull([fixture.colleagueMessage(zoe, sequence: 1, id: early, minutes: -60)])
    let thread = try await fixture.messages.thread(patientID: zoe)
    #expect(thread.map(\.id) == [early, mine])
    #expect(thread.map(\.isPending) == [false, true])
  }
}

@Suite("Observing the inbox", .timeLimit(.minutes(1)))
struct ObserveInboxTests {
  @Test func deliversTheInboxAtOnceThenAfterASend() async throws {
    let fixture = try MessageFixture()
    let zoe = try await fixture.addPatient()
    var updates = fixture.messages.observeInbox().makeAsyncIterator()
    #expect(try await nextValue(&updates)?.isEmpty == true)

    let id = try await fixture.send(to: zoe)
    let afterSend = try await nextValue(&updates) { !$0.isEmpty }
    #expect(afterSend?.first?.lastMessage.id == id)
    #expect(afterSend?.first?.pendingCount == 1)
  }
}

@Suite("Resolving a message id")
struct ResolveMessageIDTests {
  @Test func aFullIDOrAPrefixOfFourOrMoreNamesTheMessage() async throws {
    let fixture = try MessageFixture()
    let zoe = try await fixture.addPatient()
    let id = try await fixture.send(to: zoe)
    let text = id.uuidString
    #expect(try await fixture.messages.resolveMessageID(text) == id)
    #expect(try await fixture.messages.resolveMessageID(String(text.prefix(4))) == id)
    #expect(try await fixture.messages.resolveMessageID(String(text.prefix(13))) == id)
    await #expect(throws: IDLookupError.malformed(.message, "abc")) {
      try await fixture.messages.resolveMessageID("abc")
    }
    await #expect(throws: IDLookupError.self) {
      try await fixture.messages.resolveMessageID(UUID().uuidString)
    }
  }
}
