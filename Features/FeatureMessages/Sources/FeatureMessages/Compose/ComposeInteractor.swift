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
    } catch let refusal as MessageBodyError {
      // "body: must not be empty": the composer holds nothing but the body, so the field
      // name says nothing the nurse does not know.
      let reason = refusal.description
      return reason.hasPrefix("body: ") ? String(reason.dropFirst("body: ".count)) : reason
    } catch {
      return MessageText.message(for: error)
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
