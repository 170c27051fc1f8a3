import CoreDatabase
import CoreHTTP
import Foundation

extension SyncEngine {
  /// Pushes every entry a pusher handles, oldest first. Returns pushed and conflict counts.
  ///
  /// Entries are read one at a time because storing an answer may rewrite or fold the later
  /// entries of the same entity (a new base version, a change set aside as a conflict).
  public func push() async throws -> SyncReport {
    var report = SyncReport()
    let byType = Dictionary(pushers.map { ($0.entityType, $0) }, uniquingKeysWith: { a, _ in a })
    // An entity whose change was refused keeps its later changes back too: they build on it.
    var blocked: Set<String> = []
    var lastID: Int64 = 0
    while let entry = try await nextEntry(after: lastID) {
      lastID = entry.id ?? lastID
      guard let pusher = byType[entry.entityType] else { continue }
      let entityKey = "\(entry.entityType)/\(entry.entityID)"
      if blocked.contains(entityKey) { continue }
      do {
        switch try await push(entry, with: pusher) {
        case .accepted: report.pushed += 1
        case .conflict: report.conflicts += 1
        }
      } catch let error as HTTPError {
        if case .unauthorized = error { throw SyncError.unauthorized }
        try await recordFailure(of: entry, error)
        if error.isTemporary {
          throw SyncError.temporary(reason: OutboxFailure.describe(error))
        }
        blocked.insert(entityKey)
      } catch is CancellationError {
        throw CancellationError()
      } catch let error as SyncTransactionMismatch {
        throw error
      } catch {
        // A payload this app cannot send (corrupt, or from a newer app): keep it, go on.
        try await recordFailure(of: entry, error)
        blocked.insert(entityKey)
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

  private func push<P: OutboxPusher>(_ entry: OutboxEntry, with pusher: P) async throws
    -> PushOutcome
  {
    let answer = try await pusher.send(entry)
    return try await store.writer.write { db in
      guard let transaction = db as? P.Transaction else { throw SyncTransactionMismatch() }
      let outcome = try pusher.store(answer, for: entry, in: transaction)
      try db.execute(sql: "DELETE FROM outbox WHERE id = ?", arguments: [entry.id])
      return outcome
    }
  }

  private func recordFailure(of entry: OutboxEntry, _ error: Error) async throws {
    let text = OutboxFailure.describe(error)
    try await store.writer.write { db in
      try db.execute(
        sql: "UPDATE outbox SET attempts = attempts + 1, lastError = ? WHERE id = ?",
        arguments: [text, entry.id]
      )
    }
  }
}
