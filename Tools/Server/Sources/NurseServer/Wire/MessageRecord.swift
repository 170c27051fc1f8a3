import Foundation

/// A care-team message on the wire, as the server answers it and as it keeps it.
///
/// Messages are append-only: once stored, a message never changes. `author` and `sequence`
/// are the server's: the nurse who sent it and the change sequence number of its write, which
/// read marks refer to.
public struct MessageRecord: Codable, Equatable, Sendable {
  public var id: RecordID
  public var patientId: RecordID
  public var author: String
  public var body: String
  public var sentAt: Date
  public var replyTo: RecordID?
  public var sequence: Int64

  private enum CodingKeys: String, CodingKey {
    case id, patientId, author, body, sentAt, replyTo, sequence
  }

  public init(
    id: RecordID,
    patientId: RecordID,
    author: String,
    body: String,
    sentAt: Date,
    replyTo: RecordID?,
    sequence: Int64
  ) {
    self.id = id
    self.patientId = patientId
    self.author = author
    self.body = body
    self.sentAt = sentAt
    self.replyTo = replyTo
    self.sequence = sequence
  }

  /// Written by hand so that a message that answers nothing says `"replyTo": null`: the
  /// contract lists the key in every message, and a client may decode it as required.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(patientId, forKey: .patientId)
    try container.encode(author, forKey: .author)
    try container.encode(body, forKey: .body)
    try container.encode(sentAt, forKey: .sentAt)
    try container.encode(replyTo, forKey: .replyTo)
    try container.encode(sequence, forKey: .sequence)
  }
}

/// The body of `POST /v1/patients/{patientId}/messages`: what the sending nurse decides.
/// The patient comes from the path, the author from the token, the sequence from the server.
public struct MessageSendBody: Decodable, Sendable {
  public var id: RecordID
  public var body: String
  public var sentAt: Date
  public var replyTo: RecordID?
}

extension MessageSendBody: StrictWireBody {
  static let allowedKeys: Set<String> = ["id", "body", "sentAt", "replyTo"]
}

/// A message as the routes hand it to the store: the body read, the patient from the path.
public struct NewMessage: Sendable {
  public var id: RecordID
  public var patientId: RecordID
  public var body: String
  public var sentAt: Date
  public var replyTo: RecordID?
}

/// The body of `PUT /v1/patients/{patientId}/read-mark`.
public struct ReadMarkBody: Decodable, Sendable {
  public var upToSequence: Int64
}

extension ReadMarkBody: StrictWireBody {
  static let allowedKeys: Set<String> = ["upToSequence"]
}

/// How far one nurse has read one patient's thread: every message whose `sequence` is at most
/// `upToSequence` is read. Read marks are per nurse; the feed sends a nurse her own only.
public struct ReadMarkRecord: Codable, Equatable, Sendable {
  public var patientId: RecordID
  public var upToSequence: Int64
}

/// One entry of the messages feed, encoded as `{"sequence", "message"}`,
/// `{"sequence", "readMark"}` or `{"sequence", "deletedId"}`.
struct MessageChangeEntry: Encodable, Sendable {
  var sequence: Int64
  var change: MessageFeedChange

  private enum CodingKeys: String, CodingKey {
    case sequence, message, readMark, deletedId
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(sequence, forKey: .sequence)
    switch change {
    case .message(let message): try container.encode(message, forKey: .message)
    case .readMark(let mark): try container.encode(mark, forKey: .readMark)
    case .deleted(let id): try container.encode(id, forKey: .deletedId)
    }
  }
}

/// A page of the messages feed: `next` is the cursor to send as `since` for the following page.
struct MessageChangesPageBody: Encodable, Sendable {
  var changes: [MessageChangeEntry]
  var next: Int64
  var hasMore: Bool

  init(_ page: MessageFeedPage) {
    changes = page.changes.map { MessageChangeEntry(sequence: $0.sequence, change: $0.change) }
    next = page.next
    hasMore = page.hasMore
  }
}
