import Foundation
import LibMessage
import LibPatient

/// A message as the composer hands it over; the interactor adds the author.
struct OutgoingMessage: Equatable, Sendable {
  var id: Message.ID
  var patientID: Patient.ID
  var body: String
  var replyTo: Message.ID?
}

/// What the composer needs from the library.
protocol ComposeInteracting: Sendable {
  /// The message a reply answers, to quote it; nil when the thread does not hold it.
  func message(_ id: Message.ID, patientID: Patient.ID) async throws -> ThreadMessage?
  /// Why the library would refuse `body` ("control characters are not allowed"), or nil.
  func problem(with body: String) -> String?
  /// Stores the message, pending until the next sync carries it to the team.
  func send(_ message: OutgoingMessage) async throws
}

/// Where the composer can send the nurse: only back to the thread, sent or not.
@MainActor
protocol ComposeRouting: AnyObject {
  func route(to route: ComposeRoute)
}

enum ComposeRoute: Equatable, Sendable {
  case sent
  case cancelled
}

/// What the nurse did in the composer, whatever key she used.
enum ComposeAction: Equatable, Sendable {
  case type(Character)
  /// Pasted text, whole: its line breaks start new lines, never send or submit anything.
  case paste(String)
  case newLine
  case deleteBackward
  case send
  /// Leave; asks first when something was typed.
  case cancel
  /// Answers to "Discard this message?".
  case discard
  case keepWriting
}
