import CoreDatabase
import CoreHTTP
import CoreSync
import Foundation
import GRDB

/// Pushes `wound` outbox entries: a create (`POST /v1/patients/{id}/wounds`) or a status
/// change (`PUT /v1/wounds/{id}` with `If-Match`).
struct WoundPusher: OutboxPusher {
  typealias Transaction = Database

  /// The server stored the change, or refused it as stale with its own record.
  enum Answer: Sendable {
    case stored(WoundPayload)
    case stale(current: WoundPayload)
  }

  let api: any WoundAPI
  let now: @Sendable () -> Date
  var entityType: String { WoundOutbox.woundEntity }

  func send(_ entry: OutboxEntry) async throws -> Answer {
    let payload = try WireCoding.decoder.decode(WoundPayload.self, from: entry.payload)
    let key = entry.idempotencyKey
    if entry.operation == .create {
      return .stored(try await api.createWound(payload, idempotencyKey: key))
    }
    // An update always builds on a version: the create's answer gives one to the updates
    // queued before it (below). Without one the entry cannot be sent as it stands.
    guard let base = entry.baseVersion else { throw WoundUpdateWithoutVersion() }
    do {
      return .stored(try await api.updateWound(payload, baseVersion: base, idempotencyKey: key))
    } catch let stale as StaleWound {
      return .stale(current: stale.current)
    }
  }

  func store(_ answer: Answer, for entry: OutboxEntry, in db: Database) throws -> PushOutcome {
    let later = try WoundSyncReads.laterEntries(db, after: entry)
    switch answer {
    case .stored(let stored):
      guard let version = stored.version else { return .accepted }
      if later.isEmpty, try WoundReads.woundRecord(db, entry.entityID) != nil,
        let record = try? WirePayloadAdapter.record(from: stored)
      {
        // Nothing else pending: the server's record is the truth.
        try record.save(db)
      } else {
        // Changes made before this answer build on it: they go out on the version it got.
        // This is how a wound opened then healed before the first sync goes out.
        try db.execute(
          sql: "UPDATE wound SET version = ? WHERE id = ?",
          arguments: [version, entry.entityID.databaseKey]
        )
        try db.execute(
          sql: "UPDATE outbox SET baseVersion = ? WHERE entityType = ? AND entityID = ? AND id > ?",
          arguments: [version, entityType, entry.entityID.databaseKey, entry.id]
        )
      }
      return .accepted
    case .stale(let current):
      try StaleWoundResolution(now: now).resolve(entry, later: later, current: current, in: db)
      return .conflict
    }
  }
}

/// An `update` entry with no base version: nothing to send as `If-Match`.
struct WoundUpdateWithoutVersion: Error, CustomStringConvertible {
  var description: String { "wound update without a base version" }
}
