import CoreContract
import CoreDatabase
import CoreHTTP
import Foundation

extension SyncEngine {
  /// Pushes every entry of a known kind, oldest first, in batches (`POST /v1/batch`) of at
  /// most `pushBatchSize` entries. Returns what was pushed.
  ///
  /// Records first, photos after: every entry goes in the records' batches, photo
  /// attachments too (the server takes an attachment before its bytes), so that a colleague
  /// gets the assessment at once and sees its photo as not yet uploaded; the bytes an accepted
  /// attachment names are noted (`BlobUploads`) in the transaction that stores its answer, and
  /// uploaded after every record is in. The server applies a batch in order and answers each entry as its single request would
  /// be answered, and every answer is stored in one transaction (`storeAnswers`). A batch
  /// whose answer never came is sent again with the same keys: the server answers what it
  /// stored.
  public func push() async throws -> SyncReport {
    var progress = SyncProgress()
    try await push(counting: &progress)
    return SyncReport(pushed: progress.pushed)
  }

  /// `push()`, counting what each exchange achieves into `progress` as it goes, so that a
  /// push cut half way still says what it did.
  func push(counting progress: inout SyncProgress) async throws {
    try await pushRecords(counting: &progress)
    try await uploadNotedBlobs(counting: &progress)
  }

  /// One pass over the outbox, every kind, in batches.
  private func pushRecords(counting progress: inout SyncProgress) async throws {
    var lastID: Int64 = 0
    while let next = try await nextBatch(after: lastID) {
      lastID = next.last
      let batch = next.batch
      guard !batch.isEmpty else { continue }
      let settled: SettledBatch
      do {
        settled = try await storeAnswers(try await send(batch), for: batch)
      } catch let error as SyncError {
        try await recordAttempt(of: batch, error.description)
        throw error
      }
      progress.pushed += settled.pushed
      meter.counts(progress)
      if let stop = settled.stop {
        try await recordAttempt(of: Array(batch[settled.answered...]), stop.description)
        throw stop
      }
    }
  }

  /// An outbox entry and the kind that pushes it.
  struct PushItem {
    var entry: OutboxEntry
    var kind: any SyncedKind
  }

  /// The next entries of known kinds after `id`, oldest first, at most `pushBatchSize` and
  /// about half the batch's byte limit; nil when none is left. The id returned is the last
  /// one read, so that entries of unknown kinds are stepped over (and stay in the outbox).
  ///
  /// Read one batch at a time because storing answers rewrites the later entries of the same
  /// record (the version they build on).
  private func nextBatch(after id: Int64) async throws
    -> (batch: [PushItem], last: Int64)?
  {
    let entries = try await store.read { db in
      try OutboxEntry.fetchAll(
        db.cachedStatement(sql: "SELECT * FROM outbox WHERE id > ? ORDER BY id LIMIT ?"),
        arguments: [id, pushBatchSize]
      )
    }
    guard var last = entries.first?.id else { return nil }
    var batch: [PushItem] = []
    var bytes = 0
    for entry in entries {
      bytes += entry.payload.count + 200
      if !batch.isEmpty, bytes > Wire.BatchRequest.maxBytes / 2 { break }
      last = entry.id ?? last
      if let kind = kinds[RecordType(rawValue: entry.entityType)] {
        batch.append(PushItem(entry: entry, kind: kind))
      }
    }
    return (batch, last)
  }

  /// Sends the batch; the answer to read, one per entry in order. A batch refused as a whole
  /// (an older server, a limit) stops the push with the outbox intact, unless it is one entry
  /// too large to send: that entry is refused.
  private func send(_ batch: [PushItem]) async throws -> BatchAnswer {
    let response = try await send(try await request(for: batch))
    if response.status == 413, batch.count == 1 {
      // One entry over the batch's limit is over its single request's too: it is refused.
      return .tooLarge(response.body)
    }
    guard response.status == 200 else {
      let problem = try? JSONDecoder().decode(Problem.self, from: response.body)
      throw SyncError.temporary(reason: "batch " + OutboxFailure.refusal(response.status, problem))
    }
    return .answers(response.body)
  }

  /// The batch: `PUT` for a create or an append, `PATCH` with its base version for an update.
  private func request(for batch: [PushItem]) async throws -> HTTPRequest {
    let entries = try await store.read { db in
      try batch.map { item in
        let entry = item.entry
        let id = RecordID(entry.entityID)
        var wire = Wire.BatchEntry(
          method: entry.operation == .update ? .patch : .put,
          type: item.kind.type,
          id: id,
          idempotencyKey: RecordID.text(entry.idempotencyKey),
          body: .null
        )
        if entry.operation == .update {
          // An update queued before the record's first sync has no base: the cache has the
          // version the create got since (or none yet, when the create is in this batch).
          wire.baseVersion =
            try entry.baseVersion ?? item.kind.current(id, in: db)?[ServerStamps.version].intValue
            ?? 1
        }
        return wire
      }
    }
    return HTTPRequest(
      method: "POST",
      path: ContractPaths.batch,
      headers: ["Content-Type": "application/json"],
      body: try BatchBody.encode(entries, bodies: batch.map(\.entry.payload))
    )
  }

  private func recordAttempt(of batch: [PushItem], _ reason: String) async throws {
    try await store.writer.write { db in
      for item in batch {
        try db.execute(
          sql: "UPDATE outbox SET attempts = attempts + 1, lastError = ? WHERE id = ?",
          arguments: [reason, item.entry.id]
        )
      }
    }
  }
}

extension JSONValue {
  /// The value as an integer, nil when it is not a whole number.
  var intValue: Int? {
    guard case .number(let number) = self else { return nil }
    return Int(exactly: NSDecimalNumber(decimal: number).doubleValue)
  }
}
