import Foundation
import GRDB
import HummingbirdTesting
import Testing

@testable import NurseServer

/// `POST /v1/patients/{patientId}/messages`: sending, replays, replies and team scoping.
@Suite struct MessageRoutesTests {
  @Test func aSentMessageIs201WithTheServersAuthorAndSequence() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let anna = try await client.token("anna")
      let patientID = try await client.newPatient(token: anna)
      let id = UUID()
      let message = MessageFixtures.message(id: id)
      let response = try await client.sendMessage(message, patientID: patientID, token: anna)
      #expect(response.status == .created)
      let json = response.json
      #expect(json["id"] as? String == id.uuidString.lowercased())
      #expect(json["patientId"] as? String == patientID)
      #expect(json["author"] as? String == "anna")
      #expect(json["body"] as? String == message["body"] as? String)
      #expect(json["sentAt"] as? String == "2025-03-02T10:30:00.000Z")
      #expect(json["replyTo"] is NSNull)
      // The patient's creation took sequence 1; the message is the next write.
      #expect(json["sequence"] as? Int == 2)
    }
  }

  @Test func aReplayWithTheSameKeyIsTheFirstAnswerAndWritesNothing() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let anna = try await client.token("anna")
      let patientID = try await client.newPatient(token: anna)
      let message = MessageFixtures.message()
      let first = try await client.sendMessage(message, patientID: patientID, token: anna, key: "m")
      let replay = try await client.sendMessage(
        message,
        patientID: patientID,
        token: anna,
        key: "m"
      )
      #expect(replay.status == .created)
      #expect(replay.text == first.text)
      #expect(try await messageCount(server) == 1)
    }
  }

  @Test func theSameIdUnderANewKeyIs200WithTheStoredMessageAndNoDuplicate() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let anna = try await client.token("anna")
      let bea = try await client.token("bea")
      let patientID = try await client.newPatient(token: anna)
      let id = UUID()
      let first = try await client.sendMessage(
        MessageFixtures.message(id: id),
        patientID: patientID,
        token: anna
      )
      let again = try await client.sendMessage(
        MessageFixtures.message(id: id, body: "Sent twice, typed differently"),
        patientID: patientID,
        token: bea
      )
      #expect(again.status == .ok)
      #expect(again.text == first.text)
      #expect(try await messageCount(server) == 1)
      let (changes, _) = try await client.messageChanges(token: anna)
      #expect(changes.count == 1)
    }
  }

  @Test func aReplyToAMessageOfTheSamePatientIsKept() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let anna = try await client.token("anna")
      let bea = try await client.token("bea")
      let patientID = try await client.newPatient(token: anna)
      let question = UUID().uuidString.lowercased()
      _ = try await client.sendMessage(
        MessageFixtures.message(id: UUID(uuidString: question)!),
        patientID: patientID,
        token: anna
      )
      let reply = try await client.sendMessage(
        MessageFixtures.message(body: "He comes at 4.", replyTo: question.uppercased()),
        patientID: patientID,
        token: bea
      )
      #expect(reply.status == .created)
      #expect(reply.json["replyTo"] as? String == question)
      #expect(reply.json["author"] as? String == "bea")
    }
  }

  @Test func aReplyToAnotherPatientsOrAnUnknownMessageIs422() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let anna = try await client.token("anna")
      let first = try await client.newPatient(token: anna)
      let second = try await client.newPatient(token: anna)
      let other = MessageFixtures.message()
      _ = try await client.sendMessage(other, patientID: second, token: anna)
      for replyTo in [other["id"] as! String, UUID().uuidString] {
        let reply = try await client.sendMessage(
          MessageFixtures.message(replyTo: replyTo),
          patientID: first,
          token: anna
        )
        #expect(reply.isProblem(.unprocessableContent, field: "replyTo"))
      }
      #expect(try await messageCount(server) == 1)
    }
  }

  @Test func anotherTeamsOrAnUnknownPatientIs404() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let anna = try await client.token("anna")
      let cleo = try await client.token("cleo")
      let patientID = try await client.newPatient(token: anna)
      for (target, token) in [(patientID, cleo), (UUID().uuidString, anna)] {
        let sent = try await client.sendMessage(
          MessageFixtures.message(),
          patientID: target,
          token: token
        )
        #expect(sent.isProblem(.notFound))
        let marked = try await client.markRead(patientID: target, upTo: 1, token: token)
        #expect(marked.isProblem(.notFound))
      }
      #expect(try await messageCount(server) == 0)
    }
  }

  @Test func anIdTakenInAnotherPatientsThreadIs409() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let anna = try await client.token("anna")
      let first = try await client.newPatient(token: anna)
      let second = try await client.newPatient(token: anna)
      let message = MessageFixtures.message()
      _ = try await client.sendMessage(message, patientID: first, token: anna)
      let taken = try await client.sendMessage(message, patientID: second, token: anna)
      #expect(taken.isProblem(.conflict, field: "id"))
    }
  }

  @Test func anUnknownFieldOrABadPathIdIs400() async throws {
    let server = try await TestServer()
    try await server.run { client in
      let anna = try await client.token("anna")
      let patientID = try await client.newPatient(token: anna)
      var message = MessageFixtures.message()
      message["author"] = "bea"
      let unknown = try await client.sendMessage(message, patientID: patientID, token: anna)
      #expect(unknown.isProblem(.badRequest, field: "author"))
      let badPath = try await client.sendMessage(
        MessageFixtures.message(),
        patientID: "not-a-uuid",
        token: anna
      )
      #expect(badPath.isProblem(.badRequest, field: "patientId"))
      let noKey = try await client.send(
        .post,
        "/v1/patients/\(patientID)/messages",
        token: anna,
        json: MessageFixtures.message()
      )
      #expect(noKey.isProblem(.badRequest, field: "Idempotency-Key"))
    }
  }

  private func messageCount(_ server: TestServer) async throws -> Int {
    try await server.store.pool.read { db in
      try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM message")!
    }
  }
}
