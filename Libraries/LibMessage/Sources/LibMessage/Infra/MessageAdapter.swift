import CoreContract
import CoreDatabase
import Foundation
import LibPatient

/// A row of the `message` table: the contract's `Wire.Message` as it is (CoreDatabase's
/// `StoredRecord`); a message that waits in the outbox has no `sequence` yet.
typealias MessageRow = StoredRecord<Wire.Message>

/// Conversions between the contract's `Wire.Message` and the domain.
enum MessageAdapter {
  /// The domain message of a row: pending while the server has given it no sequence.
  static func message(from wire: Wire.Message) -> Message {
    Message(
      id: Message.ID(wire.id),
      patientID: Patient.ID(wire.patientId),
      author: wire.author,
      body: wire.body,
      sentAt: wire.sentAt,
      replyTo: wire.replyTo.map { Message.ID($0) },
      isPending: wire.sequence == nil
    )
  }

  /// A message just written on this device: no sequence until the server has it (the server
  /// stamps `author` and `sequence` on what it receives).
  static func wire(from message: Message) -> Wire.Message {
    Wire.Message(
      id: message.id.recordID,
      patientId: message.patientID.recordID,
      author: message.author,
      body: message.body,
      sentAt: message.sentAt,
      replyTo: message.replyTo?.recordID,
      sequence: nil
    )
  }
}
