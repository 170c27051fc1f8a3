import CoreContract
import CoreDatabase
import Foundation
import LibPatient

/// Where LibMessage keeps messages and read marks on this machine. Commands and queries talk
/// to this, never to GRDB, so they hold the rules and the cache holds the storage.
///
/// Every write stores its rows and the outbox entry that will carry it to the server in one
/// transaction: either both are written or neither.
protocol MessageCache: Sendable {
  // MARK: Writes

  /// Stores a message written on this device, pending, with an `append` outbox entry.
  ///
  /// Throws `IDLookupError.notFound` for a patient not in the store,
  /// `RuleViolation` (`replyTo`) when the answered message is not in the same
  /// patient's thread, and (`id`) when the id is used by a different message, and
  /// `RuleViolation` when the message breaks a contract rule (its author). The same
  /// message again (same id, patient, author, body and reply) writes nothing and succeeds.
  func insert(_ message: Message) async throws

  /// Moves `nurse`'s read mark of the patient's thread to its highest sequence number and
  /// queues it for the server, replacing an older mark still waiting. Writes nothing when the
  /// mark is already there, or no message of the thread is on the server yet. Throws
  /// `IDLookupError.notFound`.
  func markThreadRead(patientID: Patient.ID, nurse: String, at date: Date) async throws

  // MARK: Reads

  /// Every message sent after `date`, of every patient, each under the patient it is read
  /// under (a patient merged into another: the kept one), oldest first.
  func messages(sentAfter date: Date) async throws -> [Message]

  /// One entry per patient with messages, the newest last message first, counted for `nurse`.
  func inbox(for nurse: String) async throws -> [InboxEntry]

  /// The patient's messages, oldest first; nil when the patient is not in the store.
  func thread(patientID: Patient.ID) async throws -> [Message]?

  /// True when a message has this id.
  func messageExists(_ id: Message.ID) async throws -> Bool

  /// The ids whose lowercase canonical text starts with `prefix` (lowercase hex and hyphens).
  func messageIDs(withPrefix prefix: IDPrefix) async throws -> [Message.ID]

  /// `inbox(for:)` now, then again after every change to it.
  func observeInbox(for nurse: String) -> AsyncThrowingStream<[InboxEntry], Error>

  /// How many outbox entries wait to be pushed, of every library: the store has one outbox.
  func pendingChangeCount() async throws -> Int
}
