import CoreDatabase
import CoreHTTP
import CoreSync
import CoreTesting
import Foundation
import GRDB

/// A store with the cursor table and a `note` table the fakes write to.
func makeSyncStore() throws -> TemporaryStore {
  try TemporaryStore(migrations: [
    SyncCursors.migration,
    Migration("test.v1") { db in
      try db.create(table: "note") { table in
        table.primaryKey("id", .text)
        table.column("body", .text).notNull()
      }
    },
  ])
}

func enqueue(_ store: Store, type: String = "note", id: UUID = UUID()) async throws -> OutboxEntry {
  let entry = OutboxEntry(
    entityType: type,
    entityID: id,
    operation: .create,
    payload: Data("{}".utf8)
  )
  try await store.writer.write { db in try Outbox.enqueue(entry, in: db) }
  return entry
}

func outbox(_ store: Store) async throws -> [OutboxEntry] {
  try await store.writer.read { db in try Outbox.pending(in: db) }
}

/// Answers each push with what `answer` decides, and remembers what it was sent.
final class FakePusher: OutboxPusher, @unchecked Sendable {
  typealias Transaction = Database
  let entityType: String
  private let lock = NSLock()
  private var sentKeys: [UUID] = []
  private let answer: @Sendable (Int, OutboxEntry) throws -> PushOutcome

  init(
    entityType: String = "note",
    answer: @escaping @Sendable (Int, OutboxEntry) throws -> PushOutcome = { _, _ in .accepted }
  ) {
    self.entityType = entityType
    self.answer = answer
  }

  var sent: [UUID] { lock.withLock { sentKeys } }

  func send(_ entry: OutboxEntry) async throws -> PushOutcome {
    let attempt = lock.withLock {
      sentKeys.append(entry.idempotencyKey)
      return sentKeys.count
    }
    return try answer(attempt, entry)
  }

  func store(_ answer: PushOutcome, for entry: OutboxEntry, in db: Database) throws -> PushOutcome {
    answer
  }
}

/// A feed of notes served from fixed pages; `failing` pages throw instead.
struct FakeFeed: ChangeFeed {
  typealias Transaction = Database
  let name = "notes"
  /// Pages keyed by the cursor they are asked with.
  let pages: [Int64: ChangePage<String>]
  var failing: [Int64: HTTPError] = [:]

  func page(since cursor: Int64, limit: Int) async throws -> ChangePage<String> {
    if let error = failing[cursor] { throw error }
    return pages[cursor] ?? ChangePage(changes: [], next: cursor, hasMore: false)
  }

  func apply(_ changes: [String], in db: Database) throws -> Int {
    for body in changes {
      try db.execute(
        sql: "INSERT INTO note (id, body) VALUES (?, ?)",
        arguments: [UUID().uuidString, body]
      )
    }
    return changes.count
  }
}
