import CoreDatabase
import CoreSync
import Foundation
import Testing

@testable import LibMessage

@Suite("Sync: pushing and pulling messages and read marks")
struct MessageSyncTests {
  let fixture: MessageFixture
  let server = FakeMessageServer()
  init() throws { fixture = try MessageFixture() }

  func addPatient(given: String = "Zoë") async throws -> UUID {
    let id = try await fixture.addPatient(given: given)
    server.patients.insert(id.uuidString.lowercased())
    return id
  }

  @Test func sendsOfflineThenPushesOldestFirstThenPullsTheTeamsMessages() async throws {
    let zoe = try await addPatient()
    let first = try await fixture.send("Dressing changed", to: zoe)
    let second = try await fixture.send("Exudate heavier", to: zoe)
    server.addColleagueMessage(zoe)
    let keys = try await fixture.outbox().map(\.idempotencyKey.uuidString)

    let report = try await fixture.messages.sync(using: server.client)

    let posts = server.requests.filter { $0.httpMethod == "POST" }
    #expect(posts.map { $0.value(forHTTPHeaderField: "Idempotency-Key")?.uppercased() } == keys)
    #expect(server.requests.last?.httpMethod == "GET")
    #expect(report == SyncReport(pushed: 2, pulled: 3, conflicts: 0, pending: 0))
    let thread = try await fixture.messages.thread(patientID: zoe)
    #expect(thread.count == 3)
    #expect(thread.allSatisfy { !$0.isPending })
    #expect(thread.suffix(2).map(\.id) == [first, second])
    let entry = try #require(try await fixture.messages.inbox().first)
    #expect(entry.unreadCount == 1)
    #expect(entry.pendingCount == 0)
    #expect(try await fixture.outbox().isEmpty)
  }

  @Test func anAnswerLostOnTheWayIsReplayedNeverDuplicated() async throws {
    let zoe = try await addPatient()
    let id = try await fixture.send(to: zoe)
    server.loseNextAnswer = true

    await #expect(throws: SyncError.temporary(reason: "503 server error")) {
      try await fixture.messages.sync(using: server.client)
    }
    #expect(try await fixture.messages.thread(patientID: zoe).first?.isPending == true)
    #expect(try await fixture.outbox().count == 1)

    let report = try await fixture.messages.sync(using: server.client)
    #expect(report.pushed == 1)
    let keys = server.requests.filter { $0.httpMethod == "POST" }
      .map { $0.value(forHTTPHeaderField: "Idempotency-Key") }
    #expect(keys.count == 2)
    #expect(Set(keys).count == 1)
    #expect(server.messageCount == 1)
    let thread = try await fixture.messages.thread(patientID: zoe)
    #expect(thread.map(\.id) == [id])
    #expect(thread.first?.isPending == false)
  }

  @Test func aPulledCopyOfMyPendingMessageClearsPendingWithoutASecondCopy() async throws {
    let zoe = try await fixture.addPatient()
    let id = try await fixture.send(to: zoe)
    let mine = try #require(try await fixture.messages.thread(patientID: zoe).first)

    try await fixture.pull([
      MessageChange(
        sequence: 9,
        message: MessagePayload(
          id: id,
          patientId: zoe,
          author: "alice",
          body: mine.body,
          sentAt: mine.sentAt,
          replyTo: nil,
          sequence: 9
        )
      )
    ])

    let thread = try await fixture.messages.thread(patientID: zoe)
    #expect(thread.count == 1)
    #expect(thread.first?.isPending == false)
    #expect(thread.first?.sentAt == mine.sentAt)
    #expect(try await fixture.outbox().isEmpty)
    #expect(try await fixture.messages.inbox().first?.unreadCount == 0)
  }

  @Test func aTombstoneErasesAMessageAndAMessageOfAnUnknownPatientIsSkipped() async throws {
    let zoe = try await fixture.addPatient()
    let gone = UUID()
    try await fixture.pull([
      fixture.colleagueMessage(zoe, sequence: 1, id: gone, minutes: 1),
      fixture.colleagueMessage(zoe, sequence: 2, minutes: 2),
      fixture.colleagueMessage(UUID(), sequence: 3, minutes: 3),
      MessageChange(sequence: 4, message: nil, readMark: nil, deletedId: gone),
    ])
    #expect(try await fixture.messages.thread(patientID: zoe).map(\.isPending) == [false])
    #expect(try await fixture.messageCount() == 1)
  }

  @Test func aPatientRemovedFromTheStoreTakesHerThreadAndMarks() async throws {
    let zoe = try await fixture.addPatient()
    try await fixture.pull([fixture.colleagueMessage(zoe, sequence: 1, minutes: 1)])
    try await fixture.messages.markThreadRead(patientID: zoe)
    try await fixture.store.writer.write { db in
      try db.execute(sql: "DELETE FROM patient WHERE id = ?", arguments: [zoe.lowercaseKey])
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
      MessageChange(sequence: 7, readMark: ReadMarkPayload(patientId: zoe, upToSequence: 5)),
      MessageChange(sequence: 8, readMark: ReadMarkPayload(patientId: zoe, upToSequence: 3)),
    ])
    #expect(try await fixture.messages.inbox().first?.unreadCount == 1)
  }

  @Test func aReadMarkIsPutAndTheServersHigherMarkIsKept() async throws {
    let zoe = try await addPatient()
    server.addColleagueMessage(zoe)
    server.addColleagueMessage(zoe)
    _ = try await fixture.messages.sync(using: server.client)
    #expect(try await fixture.messages.inbox().first?.unreadCount == 2)
    try await fixture.messages.markThreadRead(patientID: zoe)

    let report = try await fixture.messages.sync(using: server.client)

    #expect(report.pushed == 1)
    let put = try #require(server.requests.first { $0.httpMethod == "PUT" })
    #expect(put.url?.path == "/v1/patients/\(zoe.uuidString.lowercased())/read-mark")
    let body = try JSONSerialization.jsonObject(with: put.httpBody ?? Data()) as? [String: Int]
    #expect(body == ["upToSequence": 2])
    #expect(try await fixture.messages.inbox().first?.unreadCount == 0)
    #expect(try await fixture.messages.pendingChangeCount() == 0)
  }

  @Test func aMessageTheServerRefusesStaysAndTheOthersGoOut() async throws {
    let zoe = try await addPatient()
    let stranger = try await fixture.addPatient(given: "Marc")
    try await fixture.send(to: stranger)
    try await fixture.send(to: zoe)

    let report = try await fixture.messages.sync(using: server.client)

    #expect(report.pushed == 1)
    #expect(report.pending == 1)
    let left = try await fixture.outbox()
    #expect(left.first?.lastError == "404 not found")
    #expect(try await fixture.messages.thread(patientID: stranger).first?.isPending == true)
  }

  @Test func offlineLeavesTheOutboxAsItWas() async throws {
    let zoe = try await fixture.addPatient()
    try await fixture.send(to: zoe)
    await #expect(throws: SyncError.temporary(reason: "unreachable: offline")) {
      try await fixture.messages.sync(using: UnreachableClient())
    }
    #expect(try await fixture.outbox().count == 1)
    #expect(try await fixture.messages.thread(patientID: zoe).first?.isPending == true)
  }

  @Test func theNextSyncPullsFromTheStoredCursor() async throws {
    let zoe = try await addPatient()
    server.addColleagueMessage(zoe)
    _ = try await fixture.messages.sync(using: server.client)
    _ = try await fixture.messages.sync(using: server.client)
    let gets = server.requests.filter { $0.httpMethod == "GET" }.compactMap(\.url)
    let sinces = gets.map {
      URLComponents(url: $0, resolvingAgainstBaseURL: false)?.queryItems?
        .first { $0.name == "since" }?.value
    }
    #expect(sinces == ["0", "1"])
    #expect(try await SyncCursors.cursor(of: "messages", in: fixture.store) == 1)
  }
}

extension MessageChange {
  init(sequence: Int64, readMark: ReadMarkPayload) {
    self.init(sequence: sequence, message: nil, readMark: readMark, deletedId: nil)
  }
}
