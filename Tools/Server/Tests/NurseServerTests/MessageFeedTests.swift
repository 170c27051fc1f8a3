import Foundation
import GRDB
import HummingbirdTesting
import Testing

@testable import NurseServer

/// `GET /v1/messages/changes` and `PUT /v1/patients/{patientId}/read-mark`.
@Suite struct MessageFeedTests {
  @Test func pagesFollowTheSequenceWithMessagesAndOnesOwnReadMarks() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let anna = try await client.token("anna")
      let bea = try await client.token("bea")
      let patientID = try await client.newPatient(token: anna)  // sequence 1
      for _ in 0..<3 {  // 2, 3, 4
        _ = try await client.sendMessage(
          MessageFixtures.message(),
          patientID: patientID,
          token: anna
        )
      }
      _ = try await client.markRead(patientID: patientID, upTo: 3, token: anna)  // 5
      _ = try await client.sendMessage(MessageFixtures.message(), patientID: patientID, token: bea)
      var since = 0
      var pages: [[String]] = []
      var sequences: [Int] = []
      while true {
        let (changes, page) = try await client.messageChanges(token: anna, since: since, limit: 2)
        pages.append(changes.map { $0["message"] != nil ? "message" : "readMark" })
        sequences += changes.compactMap { $0["sequence"] as? Int }
        since = try #require(page.json["next"] as? Int)
        if page.json["hasMore"] as? Bool != true { break }
      }
      #expect(pages == [["message", "message"], ["message", "readMark"], ["message"]])
      #expect(sequences == [2, 3, 4, 5, 6])
      #expect(since == 6)
      let (after, _) = try await client.messageChanges(token: anna, since: 4, limit: 1)
      let mark = try #require(after.first?["readMark"] as? [String: Any])
      #expect(mark["patientId"] as? String == patientID)
      #expect(mark["upToSequence"] as? Int == 3)
    }
  }

  @Test func aReadMarkKeepsTheLargerValueAndBelongsToItsNurse() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let anna = try await client.token("anna")
      let bea = try await client.token("bea")
      let patientID = try await client.newPatient(token: anna)
      let forward = try await client.markRead(patientID: patientID, upTo: 5, token: anna, key: "a")
      #expect(forward.status == .ok)
      #expect(forward.json["patientId"] as? String == patientID)
      #expect(forward.json["upToSequence"] as? Int == 5)
      let back = try await client.markRead(patientID: patientID, upTo: 3, token: anna)
      #expect(back.status == .ok)
      #expect(back.json["upToSequence"] as? Int == 5)
      let replay = try await client.markRead(patientID: patientID, upTo: 5, token: anna, key: "a")
      #expect(replay.text == forward.text)
      let beas = try await client.markRead(patientID: patientID, upTo: 2, token: bea)
      #expect(beas.json["upToSequence"] as? Int == 2)
      // A mark that did not move is no change: anna's feed holds her one mark, bea's hers.
      let (annasFeed, _) = try await client.messageChanges(token: anna)
      #expect(annasFeed.compactMap { $0["readMark"] as? [String: Any] }.map(upTo) == [5])
      let (beasFeed, _) = try await client.messageChanges(token: bea)
      #expect(beasFeed.compactMap { $0["readMark"] as? [String: Any] }.map(upTo) == [2])
    }
  }

  @Test func anotherTeamSeesNoMessageAndNoReadMark() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let anna = try await client.token("anna")
      let cleo = try await client.token("cleo")
      let patientID = try await client.newPatient(token: anna)
      _ = try await client.sendMessage(MessageFixtures.message(), patientID: patientID, token: anna)
      _ = try await client.markRead(patientID: patientID, upTo: 2, token: anna)
      let (changes, page) = try await client.messageChanges(token: cleo)
      #expect(changes.isEmpty)
      #expect(page.json["next"] as? Int == 0)
      #expect(page.json["hasMore"] as? Bool == false)
    }
  }

  @Test(arguments: ["limit=0", "limit=501", "since=-1", "limit=ten"])
  func aBadCursorOrLimitIs400(query: String) async throws {
    let server = try await TestServer()
    try await server.run { client in
      let anna = try await client.token("anna")
      let page = try await client.send(.get, "/v1/messages/changes?\(query)", token: anna)
      #expect(page.isProblem(.badRequest))
    }
  }

  @Test func sendsAndFeedReadsAreAuditedWithoutTheBody() async throws {
    let server = try await TestServer()
    let (patientID, messageID) = try await server.run { client in
      let anna = try await client.token("anna")
      let bea = try await client.token("bea")
      let patientID = try await client.newPatient(token: anna)
      let message = MessageFixtures.message()
      _ = try await client.sendMessage(message, patientID: patientID, token: anna)
      _ = try await client.messageChanges(token: bea)
      return (patientID, message["id"] as! String)
    }
    let log = try await server.store.auditLog(patientID: RecordID(patientID))
    let messageRows = log.filter { $0.recordType == "message" }
    #expect(messageRows.map { "\($0.nurse) \($0.action.rawValue)" } == ["anna create", "bea read"])
    #expect(messageRows.allSatisfy { $0.recordID == messageID })
  }

  @Test func erasingAPatientTakesHerThreadAndLeavesTombstones() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let anna = try await client.token("anna")
      let bea = try await client.token("bea")
      let erased = try await client.newPatient(token: anna)
      let kept = try await client.newPatient(token: anna)
      let question = MessageFixtures.message()
      _ = try await client.sendMessage(question, patientID: erased, token: anna)
      let reply = MessageFixtures.message(replyTo: question["id"] as? String)
      _ = try await client.sendMessage(reply, patientID: erased, token: bea)
      _ = try await client.sendMessage(MessageFixtures.message(), patientID: kept, token: anna)
      _ = try await client.markRead(patientID: erased, upTo: 4, token: bea)
      let (_, before) = try await client.messageChanges(token: bea)
      let cursor = try #require(before.json["next"] as? Int)
      _ = try await server.administration.erasePatient(erased)
      let (after, _) = try await client.messageChanges(token: bea, since: cursor)
      #expect(after.compactMap { $0["deletedId"] as? String } == [question, reply].map(id))
      #expect(after.allSatisfy { $0["message"] == nil && $0["readMark"] == nil })
      let left = try await server.store.pool.read { db in
        (
          try String.fetchAll(db, sql: "SELECT patientID FROM message"),
          try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM readMark")!,
          try Int.fetchOne(
            db,
            sql: "SELECT COUNT(*) FROM idempotency WHERE instr(requestLine, ?) > 0",
            arguments: [erased]
          )!
        )
      }
      #expect(left.0 == [kept])
      #expect(left.1 == 0)
      #expect(left.2 == 0)
    }
  }

  private func id(_ message: [String: Any]) -> String { message["id"] as? String ?? "" }

  private func upTo(_ mark: [String: Any]) -> Int { mark["upToSequence"] as? Int ?? -1 }
}
