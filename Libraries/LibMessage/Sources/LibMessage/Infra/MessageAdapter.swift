import CoreContract
import Foundation

/// Conversions between the store's records, the contract's wire records and the domain.
enum MessageAdapter {
  static func message(from record: MessageRecord) -> Message {
    Message(
      id: record.id,
      patientID: record.patientID,
      author: record.author,
      body: record.body,
      sentAt: record.sentAt,
      replyTo: record.replyTo,
      isPending: record.sequence == nil
    )
  }

  /// A message just written on this device: no sequence until the server has it.
  static func record(from message: Message) -> MessageRecord {
    MessageRecord(
      id: message.id,
      patientID: message.patientID,
      author: message.author,
      body: message.body,
      sentAt: message.sentAt,
      replyTo: message.replyTo,
      sequence: nil
    )
  }

  /// The server's copy: its author, its sequence; no longer pending.
  static func record(from wire: Wire.Message) -> MessageRecord {
    MessageRecord(
      id: wire.id.uuid,
      patientID: wire.patientId.uuid,
      author: wire.author,
      body: wire.body,
      sentAt: wire.sentAt,
      replyTo: wire.replyTo?.uuid,
      sequence: wire.sequence
    )
  }

  /// What the outbox carries, and what `current` answers: the record on the wire (the server
  /// stamps `author` and `sequence` on what it receives).
  static func wire(from record: MessageRecord) -> Wire.Message {
    Wire.Message(
      id: RecordID(record.id),
      patientId: RecordID(record.patientID),
      author: record.author,
      body: record.body,
      sentAt: record.sentAt,
      replyTo: record.replyTo.map(RecordID.init),
      sequence: record.sequence
    )
  }
}
