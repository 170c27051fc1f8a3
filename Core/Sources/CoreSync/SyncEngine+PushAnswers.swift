import CoreContract
import CoreDatabase
import CoreHTTP
import Foundation

extension SyncEngine {
  /// What storing a batch's answers came to.
  struct SettledBatch {
    /// Entries whose answer was stored (2xx).
    var pushed = 0
    /// Entries answered, in order, before `stop`.
    var answered = 0
    /// The answer that stops the push (401, 429, 5xx): it and the entries after it stay.
    var stop: SyncError?
  }

  /// Stores each answer as its single request's answer would be, in one transaction, in the
  /// entries' order: 2xx stores the record (with the later pending changes laid over it) and
  /// its conflicts and removes the entry; 4xx moves the entry to the refused changes; an
  /// answer that stops a sync (401, 429, 5xx) leaves it and the entries after it in the outbox.
  func storeAnswers(_ answers: [Wire.BatchAnswer], for batch: [PushItem]) async throws
    -> SettledBatch
  {
    let date = now()
    return try await store.writer.write { db in
      var settled = SettledBatch()
      for (answer, item) in zip(answers, batch) {
        if let stop = Self.stop(answer.status) {
          settled.stop = stop
          break
        }
        settled.answered += 1
        // An earlier refusal of this batch (its record's creation) already moved it aside.
        guard try Self.isWaiting(item.entry, in: db) else { continue }
        if (200..<300).contains(answer.status) {
          try Self.store(answer.body, for: item.entry, of: item.kind, at: date, in: db)
          settled.pushed += 1
        } else {
          let problem = try? answer.body.decode(as: Problem.self)
          try SyncLedger.refuse(
            item.entry,
            status: answer.status,
            problem: problem,
            at: date,
            in: db
          )
        }
      }
      return settled
    }
  }

  /// The error an answer's status stops the push with, as `send` says of a whole answer.
  private static func stop(_ status: Int) -> SyncError? {
    if status == 401 { return .unauthorized }
    if status >= 500 { return .temporary(reason: "\(status) server error") }
    if status == 429 { return .temporary(reason: "429 too many requests") }
    return nil
  }

  private static func isWaiting(_ entry: OutboxEntry, in db: StoreDatabase) throws -> Bool {
    try Bool.fetchOne(db, sql: "SELECT 1 FROM outbox WHERE id = ?", arguments: [entry.id]) ?? false
  }

  /// Stores the server's answer to one entry and removes the entry.
  private static func store(
    _ answer: JSONValue,
    for entry: OutboxEntry,
    of kind: any SyncedKind,
    at date: Date,
    in db: StoreDatabase
  ) throws {
    let id = RecordID(entry.entityID)
    try db.execute(sql: "DELETE FROM outbox WHERE id = ?", arguments: [entry.id])
    var record = answer
    if entry.operation == .update {
      record = answer["record"]
      let conflicts = try answer["conflicts"].decode(as: [Wire.FieldConflict].self)
      try SyncLedger.insert(conflicts, of: kind.type, id: id, at: date, in: db)
    }
    try SyncApply.save(record, of: kind, id: id, in: db)
    if let version = record["version"].intValue {
      // Later changes of this record were made on top of what the server now holds.
      try db.execute(
        sql: "UPDATE outbox SET baseVersion = ? WHERE entityType = ? AND entityID = ?",
        arguments: [version, kind.type.rawValue, id.text]
      )
    }
  }
}
