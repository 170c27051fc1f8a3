import Foundation
import LibPatient

/// One message of a patient's thread: what a nurse wrote to the care team about her.
///
/// Messages are append-only: never edited, so they never conflict.
public struct Message: Equatable, Sendable, Identifiable {
  /// A message's id: only a message's id can be passed as one.
  public typealias ID = Tagged<Message, UUID>

  /// The message's id, made by the device that wrote it.
  public var id: ID
  /// The patient the thread is about.
  public var patientID: Patient.ID
  /// The username of the nurse who wrote it (the server's word once it has the message).
  public var author: String
  /// The text, already checked by `MessageBody`: plain text, newlines and tabs allowed.
  public var body: String
  /// When the author sent it, by her device's clock.
  public var sentAt: Date
  /// The message of the same thread this one answers, if any.
  public var replyTo: ID?
  /// True until the server has the message: it waits in the outbox for the next sync.
  public var isPending: Bool

  /// A message as the store holds it.
  public init(
    id: ID,
    patientID: Patient.ID,
    author: String,
    body: String,
    sentAt: Date,
    replyTo: ID? = nil,
    isPending: Bool
  ) {
    self.id = id
    self.patientID = patientID
    self.author = author
    self.body = body
    self.sentAt = sentAt
    self.replyTo = replyTo
    self.isPending = isPending
  }
}

/// A message to send. The caller makes the id, so sending works offline and a retried send
/// with the same id and text is recognised instead of stored twice.
///
/// The author is the nurse the library was built for (`MessageLibrary.live(store:nurse:now:)`)
/// and the time is the library's clock, so neither is typed here.
public struct NewMessage: Equatable, Sendable {
  /// The new message's id, made by the caller.
  public var id: Message.ID
  /// The patient whose thread it goes to; she must be in the local store.
  public var patientID: Patient.ID
  /// The text as typed; `send` checks it with `MessageBody` and stores the normalised text.
  public var body: String
  /// A message of the same patient's thread this one answers.
  public var replyTo: Message.ID?

  /// A message to send; `id` defaults to a new one.
  public init(
    id: Message.ID = Message.ID(),
    patientID: Patient.ID,
    body: String,
    replyTo: Message.ID? = nil
  ) {
    self.id = id
    self.patientID = patientID
    self.body = body
    self.replyTo = replyTo
  }
}

/// One line of the inbox: a patient's thread summed up for the nurse the library was built
/// for.
public struct InboxEntry: Equatable, Sendable, Identifiable {
  /// The patient the thread is about.
  public var patientID: Patient.ID
  /// The patient's given name, as LibPatient stores it.
  public var givenName: String
  /// The patient's family name, as LibPatient stores it.
  public var familyName: String
  /// The newest message of the thread.
  public var lastMessage: Message
  /// Messages from colleagues that arrived after the nurse last read the thread.
  public var unreadCount: Int
  /// The nurse's own messages not yet on the server.
  public var pendingCount: Int

  /// The thread's id is its patient's: there is one thread per patient.
  public var id: Patient.ID { patientID }

  /// An inbox line as the store computes it.
  public init(
    patientID: Patient.ID,
    givenName: String,
    familyName: String,
    lastMessage: Message,
    unreadCount: Int,
    pendingCount: Int
  ) {
    self.patientID = patientID
    self.givenName = givenName
    self.familyName = familyName
    self.lastMessage = lastMessage
    self.unreadCount = unreadCount
    self.pendingCount = pendingCount
  }
}
