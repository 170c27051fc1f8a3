import CoreVIPER
import Foundation
import LibMessage
import LibPatient

/// What a thread needs from the library.
protocol ThreadInteracting: Sendable {
  /// The patient's messages, oldest first.
  func messages(patientID: Patient.ID) async throws -> [ThreadMessage]
  /// Marks every message of the thread read by this nurse.
  func markRead(patientID: Patient.ID) async throws
}

/// Where a thread can send the nurse.
@MainActor
protocol ThreadRouting: AnyObject {
  func route(to route: ThreadRoute)
}

enum ThreadRoute: Equatable, Sendable {
  /// The composer: a reply to `replyTo`, or a new message when nil. The thread reloads
  /// after a send, to show the new message as pending.
  case compose(replyTo: Message.ID?)
  case back
}

/// What the nurse asked for on a thread, whatever key she used.
enum ThreadAction: Equatable, Sendable {
  /// ↑/↓, a page, the first or last message.
  case move(ListMove)
  case reply(Message.ID)
  case compose
  case back
}
