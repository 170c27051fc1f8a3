import CoreContract
import Foundation
import LibMessage

/// A message as `nurse message … --json` prints it.
struct MessageJSON: Encodable {
  var id: String
  var patientId: String
  var author: String
  var body: String
  var sentAt: String
  /// The message it answers, or null (not left out), so every message has the same keys.
  var replyTo: JSONValue
  var pending: Bool

  init(_ message: Message) {
    id = RecordID.text(message.id)
    patientId = RecordID.text(message.patientID)
    author = message.author
    body = message.body
    sentAt = JSONOutput.timestamp(message.sentAt)
    replyTo = message.replyTo.map { .string(RecordID.text($0)) } ?? .null
    pending = message.isPending
  }
}

/// A thread of the inbox as `nurse message inbox --json` prints it.
struct InboxEntryJSON: Encodable {
  var patientId: String
  var patientName: String
  var lastMessage: MessageJSON
  var unread: Int
  var pending: Int

  init(_ entry: InboxEntry) {
    patientId = RecordID.text(entry.patientID)
    patientName = "\(entry.givenName) \(entry.familyName)"
    lastMessage = MessageJSON(entry.lastMessage)
    unread = entry.unreadCount
    pending = entry.pendingCount
  }
}
