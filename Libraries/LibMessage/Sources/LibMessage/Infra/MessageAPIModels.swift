import Foundation

// What the team server sends and receives for messages (camelCase JSON; the contract is in
// this package's README). UUIDs are sent lowercase, as the server answers them.

/// The body of `POST /v1/patients/{patientId}/messages`. The server takes the author from the
/// bearer token, never from the client.
struct MessageDraftPayload: Codable, Equatable, Sendable {
  var id: UUID
  var body: String
  var sentAt: Date
  var replyTo: UUID?
}

/// A message as the server stores it and answers it, in a push answer and in the feed.
struct MessagePayload: Codable, Equatable, Sendable {
  var id: UUID
  var patientId: UUID
  var author: String
  var body: String
  var sentAt: Date
  var replyTo: UUID?
  /// The server's change sequence number, given when it stored the message.
  var sequence: Int64
}

/// A read mark: the nurse has read the patient's thread up to this sequence number.
struct ReadMarkPayload: Codable, Equatable, Sendable {
  var patientId: UUID
  var upToSequence: Int64
}

/// The body of `PUT /v1/patients/{patientId}/read-mark`.
struct ReadMarkBody: Codable, Equatable, Sendable {
  var upToSequence: Int64
}

/// What a `message` outbox entry holds: the draft and the patient whose path it goes to.
struct OutgoingMessage: Codable, Equatable, Sendable {
  var patientId: UUID
  var draft: MessageDraftPayload
}

/// One entry of `GET /v1/messages/changes`: exactly one of a message, one of the caller's
/// read marks, or a tombstone.
struct MessageChange: Codable, Equatable, Sendable {
  var sequence: Int64
  var message: MessagePayload?
  var readMark: ReadMarkPayload?
  var deletedId: UUID?
}

/// A page of `GET /v1/messages/changes?since=<next>&limit=<n>`.
struct MessageChangesPage: Codable, Equatable, Sendable {
  var changes: [MessageChange]
  var next: Int64
  var hasMore: Bool
}

// Foundation encodes a UUID in uppercase; the server compares ids as text (idempotent replays
// compare bodies), so ids go out lowercase. Decoding stays synthesized: either case reads.

extension MessageDraftPayload {
  func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id.lowercaseKey, forKey: .id)
    try container.encode(body, forKey: .body)
    try container.encode(sentAt, forKey: .sentAt)
    // Always present, null for a message that answers none: the contract lists four keys.
    try container.encode(replyTo?.lowercaseKey, forKey: .replyTo)
  }
}

extension MessagePayload {
  func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id.lowercaseKey, forKey: .id)
    try container.encode(patientId.lowercaseKey, forKey: .patientId)
    try container.encode(author, forKey: .author)
    try container.encode(body, forKey: .body)
    try container.encode(sentAt, forKey: .sentAt)
    try container.encode(replyTo?.lowercaseKey, forKey: .replyTo)
    try container.encode(sequence, forKey: .sequence)
  }
}

extension ReadMarkPayload {
  func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(patientId.lowercaseKey, forKey: .patientId)
    try container.encode(upToSequence, forKey: .upToSequence)
  }
}

extension OutgoingMessage {
  func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(patientId.lowercaseKey, forKey: .patientId)
    try container.encode(draft, forKey: .draft)
  }
}
