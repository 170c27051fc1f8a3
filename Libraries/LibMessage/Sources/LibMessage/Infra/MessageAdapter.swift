import Foundation

/// Conversions between the store's records, the wire and the domain.
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
  static func record(from payload: MessagePayload) -> MessageRecord {
    MessageRecord(
      id: payload.id,
      patientID: payload.patientId,
      author: payload.author,
      body: payload.body,
      sentAt: payload.sentAt,
      replyTo: payload.replyTo,
      sequence: payload.sequence
    )
  }

  /// What the outbox carries for a message written on this device.
  static func outgoing(from record: MessageRecord) -> OutgoingMessage {
    OutgoingMessage(
      patientId: record.patientID,
      draft: MessageDraftPayload(
        id: record.id,
        body: record.body,
        sentAt: record.sentAt,
        replyTo: record.replyTo
      )
    )
  }
}
