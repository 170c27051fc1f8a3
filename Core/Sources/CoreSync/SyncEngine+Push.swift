import CoreContract
import CoreDatabase
import CoreHTTP
import Foundation

extension SyncEngine {
  /// Pushes every entry of a known kind, oldest first. Returns what was pushed.
  ///
  /// Entries are read one at a time because storing an answer rewrites the later entries of
  /// the same record (the version they build on).
  public func push() async throws -> SyncReport {
    var report = SyncReport()
    var lastID: Int64 = 0
    while let entry = try await nextEntry(after: lastID) {
      lastID = entry.id ?? lastID
      guard let kind = kinds[RecordType(rawValue: entry.entityType)] else { continue }
      let request = try await request(for: entry, of: kind)
      do {
        try await uploadBlobs(of: entry, kind: kind)
        let response = try await send(request)
        if (200..<300).contains(response.status) {
          try await store(response, for: entry, of: kind)
          report.pushed += 1
        } else {
          try await refuse(entry, response: response)
        }
      } catch let error as SyncError {
        try await recordAttempt(of: entry, error.description)
        throw error
      }
    }
    return report
  }

  private func nextEntry(after id: Int64) async throws -> OutboxEntry? {
    try await store.writer.read { db in
      try OutboxEntry.fetchOne(
        db,
        sql: "SELECT * FROM outbox WHERE id > ? ORDER BY id LIMIT 1",
        arguments: [id]
      )
    }
  }

  /// `PUT` for a create or an append, `PATCH` with `If-Match` for an update.
  private func request(for entry: OutboxEntry, of kind: any SyncedKind) async throws
    -> HTTPRequest
  {
    let id = RecordID(entry.entityID)
    var headers = [
      "Idempotency-Key": entry.idempotencyKey.uuidString.lowercased(),
      "Content-Type": "application/json",
    ]
    guard entry.operation == .update else {
      return HTTPRequest(
        method: "PUT",
        path: ContractPaths.record(kind.type, id),
        headers: headers,
        body: entry.payload
      )
    }
    // An update queued before the record's first sync has no base: the cache has the
    // version the create got since.
    var base = entry.baseVersion
    if base == nil {
      base = try await store.writer.read { db in
        try kind.current(id, in: db)?["version"].intValue
      }
    }
    headers["If-Match"] = "\"\(base ?? 1)\""
    return HTTPRequest(
      method: "PATCH",
      path: ContractPaths.record(kind.type, id),
      headers: headers,
      body: entry.payload
    )
  }

  /// Stores the server's answer and removes the entry, in one transaction.
  private func store(_ response: HTTPResponse, for entry: OutboxEntry, of kind: any SyncedKind)
    async throws
  {
    let answer: JSONValue
    do {
      answer = try WireCoding.decoder.decode(JSONValue.self, from: response.body)
    } catch {
      throw UnreadableAnswer(status: response.status)
    }
    let id = RecordID(entry.entityID)
    let date = now()
    try await store.writer.write { db in
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

  /// Moves a refused entry out of the outbox, with the server's reason and field.
  private func refuse(_ entry: OutboxEntry, response: HTTPResponse) async throws {
    let problem = try? JSONDecoder().decode(Problem.self, from: response.body)
    let date = now()
    try await store.writer.write { db in
      try SyncLedger.refuse(entry, status: response.status, problem: problem, at: date, in: db)
    }
  }

  private func recordAttempt(of entry: OutboxEntry, _ reason: String) async throws {
    try await store.writer.write { db in
      try db.execute(
        sql: "UPDATE outbox SET attempts = attempts + 1, lastError = ? WHERE id = ?",
        arguments: [reason, entry.id]
      )
    }
  }

  /// Uploads the bytes a new record names that the server does not have yet (`HEAD` first).
  private func uploadBlobs(of entry: OutboxEntry, kind: any SyncedKind) async throws {
    guard entry.operation != .update, let blobStore else { return }
    let record = try WireCoding.decoder.decode(JSONValue.self, from: entry.payload)
    for hash in try kind.blobs(in: record) {
      let path = ContractPaths.photo(hash)
      let head = try await send(HTTPRequest(method: "HEAD", path: path))
      guard head.status == 404, blobStore.has(hash) else { continue }
      let blob = try blobStore.read(hash)
      _ = try await send(
        HTTPRequest(
          method: "PUT",
          path: path,
          headers: ["Content-Type": blob.mediaType],
          body: blob.bytes
        )
      )
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
