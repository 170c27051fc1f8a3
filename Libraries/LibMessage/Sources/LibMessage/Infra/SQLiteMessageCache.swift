import CoreContract
import CoreDatabase
import CoreSync
import Foundation
import GRDB
import LibPatient

/// `MessageCache` over the nurse's SQLite store (CoreDatabase's `Store`).
struct SQLiteMessageCache: MessageCache {
  let store: Store
  /// The store's connection, for writes and observations; reads go through `store.read`.
  let writer: any DatabaseWriter

  init(store: Store) {
    self.store = store
    self.writer = store.writer
  }

  func insert(_ message: Message) async throws {
    let wire = MessageAdapter.wire(from: message)
    try await writer.write { db in
      guard try MessageReads.patientExists(db, message.patientID) else {
        throw IDLookupError.notFound(.patient, message.patientID.databaseKey)
      }
      if let existing = try MessageRow.fetchOne(db, key: message.id.databaseKey)?.record {
        // A send retried with the same id (a script rerun after a crash) is the same message:
        // nothing to add. A different message under a used id is a mistake to report.
        guard Self.isSameMessage(existing, wire) else {
          throw RuleViolation(field: "id", reason: "is already used by another message")
        }
        return
      }
      if let replyTo = message.replyTo {
        let answered = try MessageRow.fetchOne(db, key: replyTo.databaseKey)?.record
        guard answered?.patientId == wire.patientId else {
          throw RuleViolation(
            field: "replyTo",
            reason: "is not a message of this patient's thread"
          )
        }
      }
      try MessageRow(wire).insertRow(db)
      try SyncOutbox.add(wire, today: message.sentAt, at: message.sentAt, in: db)
    }
  }

  private static func isSameMessage(_ stored: Wire.Message, _ new: Wire.Message) -> Bool {
    stored.patientId == new.patientId && stored.author == new.author && stored.body == new.body
      && stored.replyTo == new.replyTo
  }

  func markThreadRead(patientID: Patient.ID, nurse: String, at date: Date) async throws {
    try await writer.write { db in
      guard try MessageReads.patientExists(db, patientID) else {
        throw IDLookupError.notFound(.patient, patientID.databaseKey)
      }
      // Pending messages have no sequence yet: they are the nurse's own, never unread.
      guard let highest = try MessageReads.highestSequence(db, patientID: patientID) else { return }
      // A thread holding a merged patient's messages moves her mark too: unread counts are
      // read per patient id, then summed under the patient kept.
      for member in try MessageReads.threadMembers(db, patientID: patientID) {
        try Self.mark(member, upTo: highest, nurse: nurse, at: date, in: db)
      }
    }
  }

  /// Moves `nurse`'s read mark of `patientID` up to `highest`, with its outbox entry.
  private static func mark(
    _ patientID: Patient.ID,
    upTo highest: Int64,
    nurse: String,
    at date: Date,
    in db: Database
  ) throws {
    let current = try MessageReads.readMark(db, patientID: patientID, nurse: nurse)
    guard highest > current ?? 0 else { return }
    let row = ReadMarkRecord(patientID: patientID.rawValue, nurse: nurse, upToSequence: highest)
    try row.saveRow(db)
    // The server keeps the highest mark, so an older one still waiting adds nothing.
    try db.execute(
      sql: "DELETE FROM outbox WHERE entityType = ? AND entityID = ?",
      arguments: [Wire.ReadMark.type.rawValue, patientID.databaseKey]
    )
    let mark = Wire.ReadMark(patientId: patientID.recordID, upToSequence: highest)
    try SyncOutbox.add(mark, today: date, at: date, in: db)
  }

  func inbox(for nurse: String) async throws -> [InboxEntry] {
    try await store.read { db in try MessageReads.inbox(db, for: nurse) }
  }

  func thread(patientID: Patient.ID) async throws -> [Message]? {
    try await store.read { db in
      guard try MessageReads.patientExists(db, patientID) else { return nil }
      return try MessageReads.thread(db, patientID: patientID)
    }
  }

  func messages(sentAfter date: Date) async throws -> [Message] {
    try await store.read { db in try MessageReads.messages(db, sentAfter: date) }
  }

  func messageExists(_ id: Message.ID) async throws -> Bool {
    try await store.read { db in
      try MessageRow.filter(key: id.databaseKey).fetchCount(db) > 0
    }
  }

  func messageIDs(withPrefix prefix: IDPrefix) async throws -> [Message.ID] {
    try await store.read { db in try MessageReads.ids(db, withPrefix: prefix) }
  }

  func observeInbox(for nurse: String) -> AsyncThrowingStream<[InboxEntry], Error> {
    InboxObservation.stream(in: writer, for: nurse)
  }

  func pendingChangeCount() async throws -> Int {
    try await store.read { db in try Outbox.count(in: db) }
  }
}
