import CoreDatabase
import CoreHTTP
import CoreSync
import Foundation
import GRDB

/// Pushes `patient` outbox entries: a create or an update, `PUT /v1/patients/{id}`.
struct PatientPusher: OutboxPusher {
  typealias Transaction = Database

  /// The server stored the change, or refused it as stale with its own record.
  enum Answer: Sendable {
    case stored(PatientPayload)
    case stale(current: PatientPayload)
  }

  let api: any PatientAPI
  let now: @Sendable () -> Date
  var entityType: String { PatientOutbox.patientEntity }

  func send(_ entry: OutboxEntry) async throws -> Answer {
    let payload = try WireCoding.decoder.decode(PatientPayload.self, from: entry.payload)
    let base = entry.operation == .create ? nil : entry.baseVersion
    do {
      return .stored(
        try await api.putPatient(payload, baseVersion: base, idempotencyKey: entry.idempotencyKey)
      )
    } catch let stale as StalePatient {
      return .stale(current: stale.current)
    }
  }

  func store(_ answer: Answer, for entry: OutboxEntry, in db: Database) throws -> PushOutcome {
    let later = try PatientSyncReads.laterEntries(db, after: entry)
    switch answer {
    case .stored(let stored):
      guard let version = stored.version else { return .accepted }
      if later.isEmpty {
        // Nothing else pending: the server's record is the truth.
        try PatientAdapter.record(from: stored).save(db)
      } else {
        // Edits made before this answer build on it: they go out on the version it got.
        // This is how a create followed by edits before the first sync works.
        try db.execute(
          sql: "UPDATE patient SET version = ? WHERE id = ?",
          arguments: [version, entry.entityID.databaseKey]
        )
        try db.execute(
          sql: """
            UPDATE outbox SET baseVersion = ?
            WHERE entityType = ? AND entityID = ? AND id > ?
            """,
          arguments: [version, entityType, entry.entityID.databaseKey, entry.id]
        )
      }
      return .accepted
    case .stale(let current):
      // The later edits would be refused the same way; the last one holds everything the
      // nurse typed (each payload is the whole patient), so it is the one kept.
      let mine = later.last?.payload ?? entry.payload
      for old in later {
        try db.execute(sql: "DELETE FROM outbox WHERE id = ?", arguments: [old.id])
      }
      try ConflictRecord(
        id: UUID(),
        patientID: entry.entityID,
        mine: mine,
        theirs: try WireCoding.encoder.encode(current),
        createdAt: now()
      ).insert(db)
      try PatientAdapter.record(from: current).save(db)
      return .conflict
    }
  }
}

/// Pushes `braden` outbox entries: `PUT /v1/braden/{id}`, append-only.
struct BradenPusher: OutboxPusher {
  typealias Transaction = Database

  let api: any PatientAPI
  var entityType: String { PatientOutbox.bradenEntity }

  func send(_ entry: OutboxEntry) async throws -> BradenPayload {
    let payload = try WireCoding.decoder.decode(BradenPayload.self, from: entry.payload)
    return try await api.putBraden(payload, idempotencyKey: entry.idempotencyKey)
  }

  func store(_ answer: BradenPayload, for entry: OutboxEntry, in db: Database) throws
    -> PushOutcome
  {
    // The assessment is already stored as it was sent; nothing on it changes.
    .accepted
  }
}
