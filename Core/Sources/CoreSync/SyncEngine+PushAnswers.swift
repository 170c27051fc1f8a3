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

  /// The server's answer to a batch, not read yet.
  enum BatchAnswer {
    /// The batch's answers (`Wire.BatchResponse`).
    case answers(Data)
    /// A batch of one entry refused as too large (413): the entry is refused.
    case tooLarge(Data)
  }

  /// Stores each answer as its single request's answer would be, in one transaction, in the
  /// entries' order: 2xx stores the record (with the later pending changes laid over it) and
  /// its conflicts and removes the entry; 4xx moves the entry to the refused changes; an
  /// answer that stops a sync (401, 429, 5xx) leaves it and the entries after it in the outbox.
  ///
  /// The answers are read in the transaction that stores them, knowing which appended records
  /// this store holds already: those bodies are not read at all.
  func storeAnswers(_ answer: BatchAnswer, for batch: [PushItem]) async throws -> SettledBatch {
    let date = now()
    let kinds = kinds
    return try await store.writer.write { db in
      let answers = try Self.read(answer, for: batch, in: db)
      var settled = SettledBatch()
      for (answer, item) in zip(answers, batch) {
        if let stop = Self.stop(answer.status) {
          settled.stop = stop
          break
        }
        settled.answered += 1
        // An earlier refusal of this batch (its record's creation) already moved it aside.
        guard try Self.isWaiting(item.entry, in: db) else { continue }
        if answer.status < 300 {
          try BlobUploads.note(try Self.blobs(of: item, kinds: kinds), in: db)
        }
        switch answer.content {
        case .record(let record, let conflicts):
          try Self.store(
            record,
            conflicts: conflicts,
            for: item.entry,
            of: item.kind,
            at: date,
            in: db
          )
          settled.pushed += 1
        case .held:
          try Self.remove(item.entry, in: db)
          try SyncEcho.expect(item.kind.type, RecordID(item.entry.entityID), version: nil, in: db)
          settled.pushed += 1
        case .problem(let problem):
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

  /// The answers to `batch`, one per entry in order.
  private static func read(_ answer: BatchAnswer, for batch: [PushItem], in db: StoreDatabase)
    throws -> [PushAnswer]
  {
    let body: Data
    switch answer {
    case .tooLarge(let problem): return [PushAnswer(tooLarge: problem)]
    case .answers(let answers): body = answers
    }
    let asked = try batch.map { item in
      let operation = item.entry.operation
      let isHeld =
        try operation == .append && item.kind.holds(RecordID(item.entry.entityID), in: db)
      return PushAnswer.Asked(kind: item.kind, isPatch: operation == .update, isHeld: isHeld)
    }
    let answers: [PushAnswer]
    do {
      answers = try PushAnswer.answers(to: asked, from: body)
    } catch {
      throw UnreadableAnswer(status: 200)
    }
    guard answers.count == batch.count else { throw UnreadableAnswer(status: 200) }
    return answers
  }

  /// The bytes an entry's record names, for a kind that names some.
  private static func blobs(of item: PushItem, kinds: [RecordType: any SyncedKind]) throws
    -> [String]
  {
    guard item.kind.namesBlobs, item.entry.operation != .update,
      case .record(let record) = try StoredPayload.content(
        of: item.kind.type,
        item.entry.payload,
        kinds: kinds
      )
    else { return [] }
    return item.kind.blobs(of: record)
  }

  /// The error an answer's status stops the push with, as `send` says of a whole answer.
  private static func stop(_ status: Int) -> SyncError? {
    if status == 401 { return .unauthorized }
    if status >= 500 { return .temporary(reason: "\(status) server error") }
    if status == 429 { return .temporary(reason: "429 too many requests") }
    return nil
  }

  private static func isWaiting(_ entry: OutboxEntry, in db: StoreDatabase) throws -> Bool {
    // Asked of every entry answered: prepared once per connection.
    try Bool.fetchOne(
      db.cachedStatement(sql: "SELECT 1 FROM outbox WHERE id = ?"),
      arguments: [entry.id]
    ) ?? false
  }

  /// Stores the server's answer to one entry (the record, and a patch's conflicting fields)
  /// and removes the entry.
  private static func store(
    _ record: any TeamRecord,
    conflicts: [Wire.FieldConflict],
    for entry: OutboxEntry,
    of kind: any SyncedKind,
    at date: Date,
    in db: StoreDatabase
  ) throws {
    let id = RecordID(entry.entityID)
    try remove(entry, in: db)
    try SyncLedger.insert(conflicts, of: kind.type, id: id, at: date, in: db)
    try SyncApply.save(record, of: kind, id: id, in: db)
    // Only versioned records have a version (the contract names it no other way than its
    // field): the others are not written out again to look for one.
    let version =
      kind.policy == .versioned
      ? try JSONValue(encoding: record)[ServerStamps.version].intValue : nil
    try SyncEcho.expect(kind.type, id, version: version, in: db)
    guard let version else { return }
    // Later changes of this record were made on top of what the server now holds.
    try db.cachedStatement(
      sql: "UPDATE outbox SET baseVersion = ? WHERE entityType = ? AND entityID = ?"
    ).execute(arguments: [version, kind.type.rawValue, id.text])
  }

  /// Removes an entry the server answered.
  private static func remove(_ entry: OutboxEntry, in db: StoreDatabase) throws {
    try db.cachedStatement(sql: "DELETE FROM outbox WHERE id = ?").execute(arguments: [entry.id])
  }
}
