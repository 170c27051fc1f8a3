import CoreContract
import CoreDatabase
import Foundation
import GRDB
import LibPatient
import Testing

@testable import LibMessage

/// What LibMessage's synced kinds do with the records a pull brings, on a real store.
@Suite("Pulled messages and read marks in the store")
struct MessageKindTests {
  let fixture: MessageFixture
  init() throws { fixture = try MessageFixture() }

  @Test func aPulledCopyOfMyPendingMessageClearsPendingWithoutASecondCopy() async throws {
    let zoe = try await fixture.addPatient()
    let id = try await fixture.send(to: zoe)
    let mine = try #require(try await fixture.messages.thread(patientID: zoe).first)

    var copy = fixture.colleagueMessage(zoe, sequence: 9, author: "alice", id: id, minutes: 0)
    copy.body = mine.body
    copy.sentAt = mine.sentAt
    try await fixture.pull([copy])

    let thread = try await fixture.messages.thread(patientID: zoe)
    #expect(thread.count == 1)
    #expect(thread.first?.isPending == false)
    #expect(thread.first?.sentAt == mine.sentAt)
    #expect(try await fixture.messages.inbox().first?.unreadCount == 0)
  }

  @Test func aTombstoneErasesAMessage() async throws {
    let zoe = try await fixture.addPatient()
    let gone = Message.ID()
    try await fixture.pull([
      fixture.colleagueMessage(zoe, sequence: 1, id: gone, minutes: 1),
      fixture.colleagueMessage(zoe, sequence: 2, minutes: 2),
    ])
    let kind = try #require(fixture.messages.syncedKinds.first { $0.type == Wire.Message.type })
    try await fixture.store.writer.write { db in try kind.delete(RecordID(gone.rawValue), in: db) }
    #expect(try await fixture.messages.thread(patientID: zoe).map(\.isPending) == [false])
    #expect(try await fixture.messageCount() == 1)
  }

  @Test func aMessageOrMarkOfAPatientNotInTheStoreThrowsSoSyncParksIt() async throws {
    let absent = Patient.ID()
    let error = await #expect(throws: DatabaseError.self) {
      try await fixture.pull([fixture.colleagueMessage(absent, sequence: 3, minutes: 3)])
    }
    #expect(error.map(isConstraintViolation) == true)
    await #expect(throws: DatabaseError.self) {
      try await fixture.pull([Wire.ReadMark(patientId: RecordID(absent.rawValue), upToSequence: 3)])
    }
    #expect(try await fixture.messageCount() == 0)
  }

  @Test func aPatientRemovedFromTheStoreTakesHerThreadAndMarks() async throws {
    let zoe = try await fixture.addPatient()
    try await fixture.pull([fixture.colleagueMessage(zoe, sequence: 1, minutes: 1)])
    try await fixture.messages.markThreadRead(patientID: zoe)
    // LibPatient's tombstone: the message schema's cascades remove what hung under her.
    let patientKind = try #require(
      fixture.patients.syncedKinds.first { $0.type.rawValue == "patient" }
    )
    try await fixture.store.writer.write { db in
      try patientKind.delete(RecordID(zoe.rawValue), in: db)
    }
    #expect(try await fixture.messages.inbox().isEmpty)
    let marks = try await fixture.store.writer.read { db in try ReadMarkRecord.fetchCount(db) }
    #expect(marks == 0)
  }

  @Test func readMarksOnlyMoveForward() async throws {
    let zoe = try await fixture.addPatient()
    try await fixture.pull([
      fixture.colleagueMessage(zoe, sequence: 4, minutes: 1),
      fixture.colleagueMessage(zoe, sequence: 6, minutes: 2),
    ])
    try await fixture.pull([
      Wire.ReadMark(patientId: RecordID(zoe.rawValue), upToSequence: 5),
      Wire.ReadMark(patientId: RecordID(zoe.rawValue), upToSequence: 3),
    ])
    #expect(try await fixture.messages.inbox().first?.unreadCount == 1)
  }

  @Test func aReadMarkIsTheLibrarysNursesOwn() async throws {
    let zoe = try await fixture.addPatient()
    try await fixture.pull([fixture.colleagueMessage(zoe, sequence: 4, minutes: 1)])
    try await fixture.pull([Wire.ReadMark(patientId: RecordID(zoe.rawValue), upToSequence: 4)])
    let bob = MessageLibrary.live(store: fixture.store, nurse: "bob")
    let kind = try #require(bob.syncedKinds.first { $0.type == Wire.ReadMark.type })
    let hers = try await fixture.store.writer.read { db in
      try kind.current(RecordID(zoe.rawValue), in: db)
    }
    #expect(hers == nil)
    #expect(try await fixture.messages.inbox().first?.unreadCount == 0)
  }
}
