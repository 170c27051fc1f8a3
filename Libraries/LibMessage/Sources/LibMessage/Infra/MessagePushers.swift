import CoreDatabase
import CoreHTTP
import CoreSync
import Foundation
import GRDB

/// Pushes `message` outbox entries: `POST /v1/patients/{patientId}/messages`, append-only.
struct MessagePusher: OutboxPusher {
  typealias Transaction = Database

  let api: any MessageAPI
  var entityType: String { MessageOutbox.messageEntity }

  func send(_ entry: OutboxEntry) async throws -> MessagePayload {
    let outgoing = try WireCoding.decoder.decode(OutgoingMessage.self, from: entry.payload)
    return try await api.postMessage(
      outgoing.draft,
      patientID: outgoing.patientId,
      idempotencyKey: entry.idempotencyKey
    )
  }

  func store(_ answer: MessagePayload, for entry: OutboxEntry, in db: Database) throws
    -> PushOutcome
  {
    // The server's copy carries the sequence that ends "pending", and its word on the author.
    _ = try MessageSyncWrites.storeServerCopy(answer, in: db)
    return .accepted
  }
}

/// Pushes `readMark` outbox entries: `PUT /v1/patients/{patientId}/read-mark`. A mark never
/// conflicts: the server keeps the highest.
struct ReadMarkPusher: OutboxPusher {
  typealias Transaction = Database

  let api: any MessageAPI
  /// The nurse whose marks these are: the server answers the token's nurse's mark.
  let nurse: String
  var entityType: String { MessageOutbox.readMarkEntity }

  func send(_ entry: OutboxEntry) async throws -> ReadMarkPayload {
    let mark = try WireCoding.decoder.decode(ReadMarkPayload.self, from: entry.payload)
    return try await api.putReadMark(mark, idempotencyKey: entry.idempotencyKey)
  }

  func store(_ answer: ReadMarkPayload, for entry: OutboxEntry, in db: Database) throws
    -> PushOutcome
  {
    // The server may hold a higher mark (read on another device): the thread is read further.
    _ = try MessageSyncWrites.raiseReadMark(answer, nurse: nurse, in: db)
    return .accepted
  }
}
