import CoreDatabase
import CoreHTTP
import Foundation

/// The outbox entries LibMessage writes: the entity types it owns and their payloads.
enum MessageOutbox {
  static let messageEntity = "message"
  static let readMarkEntity = "readMark"
  static let entityTypes = [messageEntity, readMarkEntity]

  /// A message's entry: append-only, so never based on a version.
  static func entry(for record: MessageRecord) throws -> OutboxEntry {
    OutboxEntry(
      entityType: messageEntity,
      entityID: record.id,
      operation: .append,
      payload: try WireCoding.encoder.encode(MessageAdapter.outgoing(from: record)),
      createdAt: record.sentAt
    )
  }

  /// A read mark's entry, keyed by the patient: the server keeps the highest mark, so a
  /// mark never conflicts and a newer one makes an older one still waiting useless.
  static func entry(for mark: ReadMarkPayload, at date: Date) throws -> OutboxEntry {
    OutboxEntry(
      entityType: readMarkEntity,
      entityID: mark.patientId,
      operation: .update,
      payload: try WireCoding.encoder.encode(mark),
      createdAt: date
    )
  }
}
