import Foundation
import LibMessage
import LibPatient

/// A thread's window on LibMessage: read it, mark it read.
struct ThreadInteractor: ThreadInteracting {
  let library: MessageLibrary

  func messages(patientID: Patient.ID) async throws -> [ThreadMessage] {
    try await library.thread(patientID: patientID).map(ThreadMessage.init)
  }

  func markRead(patientID: Patient.ID) async throws {
    try await library.markThreadRead(patientID: patientID)
  }
}

extension ThreadMessage {
  init(_ message: Message) {
    self.init(
      id: message.id,
      author: message.author,
      body: message.body,
      sentAt: message.sentAt,
      replyTo: message.replyTo,
      isPending: message.isPending
    )
  }
}
