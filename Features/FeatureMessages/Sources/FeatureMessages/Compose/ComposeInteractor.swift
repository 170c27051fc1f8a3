import Foundation
import LibMessage
import LibPatient

/// The composer's window on LibMessage: the message answered, the body rules, and send.
/// The author is the nurse the library was built for.
struct ComposeInteractor: ComposeInteracting {
  let library: MessageLibrary

  func message(_ id: Message.ID, patientID: Patient.ID) async throws -> ThreadMessage? {
    try await library.thread(patientID: patientID).first { $0.id == id }.map(ThreadMessage.init)
  }

  func problem(with body: String) -> String? {
    do {
      _ = try MessageBody(body)
      return nil
    } catch {
      // "must not be empty": the composer holds nothing but the body, so the field's name
      // says nothing the nurse does not know.
      return error.reason
    }
  }

  func send(_ message: OutgoingMessage) async throws {
    try await library.send(
      NewMessage(
        id: message.id,
        patientID: message.patientID,
        body: message.body,
        replyTo: message.replyTo
      )
    )
  }
}
