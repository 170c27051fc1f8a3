import CoreContract
import CoreDatabase
import Foundation
import LibPatient

/// The public face of LibMessage: the care team's messages about each patient, for one nurse.
///
/// The library is built for the nurse logged in (`live(store:nurse:now:)`): she is the author
/// of what `send` stores, and the "me" of unread counts and read marks. Build one per nurse.
///
/// Commands store the change and its outbox entry in one transaction, so they work offline:
/// a sent message is in its thread at once, pending, and goes out with the next sync exactly
/// once. Queries read the local store only, never the network. Sync is CoreSync's
/// `SyncEngine`, run by the app over every library's `syncedKinds`.
///
/// ```swift
/// let store = try Store.open(
///   at: url, migrations: PatientLibrary.migrations + MessageLibrary.migrations)
/// let messages = MessageLibrary.live(store: store, nurse: session.username)
/// try await messages.send(NewMessage(patientID: id, body: "Dressing changed"))
/// ```
public struct MessageLibrary: Sendable {
  private let cache: any MessageCache
  private let now: @Sendable () -> Date

  /// The username of the nurse this library works for.
  public let nurse: String

  /// The library over any cache: tests hand it a cache over a temporary store.
  init(
    cache: any MessageCache,
    nurse: String,
    now: @escaping @Sendable () -> Date
  ) {
    self.cache = cache
    self.nurse = nurse
    self.now = now
  }

  /// The schema LibMessage needs (`message.v1`, `message.v2`), for `Store.open(at:migrations:)`, after
  /// `PatientLibrary.migrations`: messages reference patients.
  public static var migrations: [Migration] { MessageSchema.migrations }

  /// The library over a real store, for `nurse`.
  ///
  /// - Parameters:
  ///   - nurse: the logged-in nurse's username, as the server knows her: the author of her
  ///     messages and the owner of her read marks.
  ///   - now: the clock messages are dated with.
  public static func live(
    store: Store,
    nurse: String,
    now: @escaping @Sendable () -> Date = { Date() }
  ) -> MessageLibrary {
    MessageLibrary(cache: SQLiteMessageCache(store: store), nurse: nurse, now: now)
  }

  // MARK: Commands

  /// Sends a message (or a reply, with `replyTo`) to a patient's thread, dated now, written
  /// by this library's nurse. Works offline: it is in the thread at once, pending.
  ///
  /// The same message again (same id, patient, text and reply) writes nothing, so a retried
  /// send never makes two. Throws, writing nothing: `RuleViolation` (field `body`) for a
  /// text `MessageBody` refuses; `IDLookupError.notFound` for a patient not in the
  /// store; `RuleViolation` naming `replyTo` when the answered message is not in
  /// this patient's thread, `id` when the id is used by another message, `author` when the
  /// library has no nurse; the contract's `RuleViolation` (field `author`) when her name
  /// holds a control character.
  public func send(_ message: NewMessage) async throws {
    try await SendMessage(cache: cache, author: nurse, now: now).execute(message)
  }

  /// Marks the patient's thread read up to its newest message on the server: its messages
  /// stop counting as unread, and the mark goes to the server with the next sync. Writes
  /// nothing when there is nothing newer to mark. Throws `IDLookupError.notFound`.
  public func markThreadRead(patientID: Patient.ID) async throws {
    try await MarkThreadRead(cache: cache, nurse: nurse, now: now).execute(patientID)
  }

  // MARK: Queries

  /// One entry per patient with messages: the last message, the unread count (colleagues'
  /// messages after this nurse's read mark) and the pending count (her messages not yet on
  /// the server), the thread with the newest last message first.
  public func inbox() async throws -> [InboxEntry] {
    try await Inbox(cache: cache, nurse: nurse).execute()
  }

  /// A patient's messages, oldest to newest (by the time they were sent). Throws
  /// `IDLookupError.notFound` for a patient not in the store.
  public func thread(patientID: Patient.ID) async throws -> [Message] {
    try await FetchThread(cache: cache).execute(patientID)
  }

  /// Every message of the team sent after `date` (by its author's clock), oldest first, each
  /// under the patient it is read under: what a handover adds to a patient's changes
  /// (LibWound's `PatientHandover.adding`).
  public func messages(sentAfter date: Date) async throws -> [Message] {
    try await cache.messages(sentAfter: date)
  }

  /// The inbox, then again each time the store changes it (a duplicate inbox is not delivered
  /// twice; a slow consumer gets the newest, not a backlog). Stop iterating, or cancel the
  /// iterating task, to stop observing.
  public func observeInbox() -> AsyncThrowingStream<[InboxEntry], Error> {
    Inbox(cache: cache, nurse: nurse).observe()
  }

  /// The full id of the message a UUID or unambiguous prefix (4 characters or more) names.
  /// Throws `IDLookupError` when it names none, several, or is malformed.
  public func resolveMessageID(_ idOrPrefix: String) async throws -> Message.ID {
    try await ResolveMessageID(cache: cache).execute(idOrPrefix)
  }

  /// How many local changes wait in the store's outbox to be pushed to the server: every
  /// library's (the store has one outbox), not only messages and read marks.
  public func pendingChangeCount() async throws -> Int {
    try await PendingChangeCount(cache: cache).execute()
  }
}
