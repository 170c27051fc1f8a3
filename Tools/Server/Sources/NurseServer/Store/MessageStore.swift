import Foundation

/// Where the care team's messages and read marks are kept, apart from `ServerStore` so that a
/// store may grow messages without every other store changing.
///
/// Each write is atomic as in `ServerStore`: the message or mark, its change sequence, its
/// audit row and its idempotent answer are stored together or not at all.
public protocol MessageStore: Sendable {
  /// Appends a message to a patient's thread. A key seen before returns its stored answer and
  /// changes nothing; otherwise `respond` makes the answer, stored under the key on success.
  func sendMessage(
    _ request: WriteRequest<NewMessage>,
    respond: @escaping @Sendable (MessageSendOutcome) throws -> StoredResponse
  ) async throws -> StoredResponse

  /// Moves the nurse's read mark on a patient's thread forward (never back), with the same
  /// idempotency as `sendMessage`.
  func markRead(
    _ request: WriteRequest<ReadMarkRecord>,
    respond: @escaping @Sendable (ReadMarkOutcome) throws -> StoredResponse
  ) async throws -> StoredResponse

  /// The team's messages, the nurse's own read marks and the tombstones of erased messages
  /// after `since`, in change-sequence order; each message returned is audited as a read.
  func messageChanges(
    since: Int64,
    limit: Int,
    for nurse: AuthenticatedNurse
  ) async throws -> MessageFeedPage
}

/// What a message send came to; the route turns it into an answer.
public enum MessageSendOutcome: Sendable {
  case created(MessageRecord)
  /// A message with this id is already in this patient's thread (a retry under a new key):
  /// the stored one, unchanged.
  case alreadyStored(MessageRecord)
  /// The patient is absent from the nurse's team (absent, or another team's: both are 404).
  case patientNotFound
  /// The id is taken by a message of another patient.
  case idTaken
  /// `replyTo` names no message of this patient.
  case replyToNotFound
}

/// What a read-mark write came to.
public enum ReadMarkOutcome: Sendable {
  /// The mark as stored now: the larger of the stored and the sent value.
  case marked(ReadMarkRecord)
  case patientNotFound
}

/// One change of the messages feed.
public enum MessageFeedChange: Sendable, Equatable {
  case message(MessageRecord)
  case readMark(ReadMarkRecord)
  /// A message that was erased with its patient: the client deletes its copy.
  case deleted(RecordID)
}

/// A page of the messages feed, in change-sequence order.
public struct MessageFeedPage: Sendable, Equatable {
  public var changes: [MessageFeedEntry]
  /// The sequence to ask from next: the last one returned, or `since` when empty.
  public var next: Int64
  public var hasMore: Bool
}

/// A change and the sequence number of the write that made it.
public struct MessageFeedEntry: Sendable, Equatable {
  public var sequence: Int64
  public var change: MessageFeedChange
}
