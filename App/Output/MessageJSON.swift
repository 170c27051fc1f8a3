import Foundation
import LibMessage

/// A message as `nurse message … --json` prints it.
struct MessageJSON: Encodable {
  var id: String
  var patientId: String
  var author: String
  var body: String
  var sentAt: String
  var replyTo: String?
  var pending: Bool

  init(_ message: Message) {
    id = message.id.uuidString.lowercased()
    patientId = message.patientID.uuidString.lowercased()
    author = message.author
    body = message.body
    sentAt = JSONOutput.timestamp(message.sentAt)
    replyTo = message.replyTo?.uuidString.lowercased()
    pending = message.isPending
  }

  // `replyTo` is written as null rather than left out, so every message has the same keys.
  func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(patientId, forKey: .patientId)
    try container.encode(author, forKey: .author)
    try container.encode(body, forKey: .body)
    try container.encode(sentAt, forKey: .sentAt)
    try container.encode(replyTo, forKey: .replyTo)
    try container.encode(pending, forKey: .pending)
  }

  private enum CodingKeys: String, CodingKey {
    case id, patientId, author, body, sentAt, replyTo, pending
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
    patientId = entry.patientID.uuidString.lowercased()
    patientName = "\(entry.givenName) \(entry.familyName)"
    lastMessage = MessageJSON(entry.lastMessage)
    unread = entry.unreadCount
    pending = entry.pendingCount
  }
}
