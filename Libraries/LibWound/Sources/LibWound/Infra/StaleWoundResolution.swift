import CoreDatabase
import CoreHTTP
import Foundation
import GRDB

/// What a 412 on a wound update does: the server's record goes into the store, and the nurse's
/// status change is queued again on top of it, so it is neither lost nor left hidden.
///
/// A wound update only ever carries a status (healed, closed, reopened), so re-applying it on
/// the server's version is always meaningful: the server's other fields are kept, hers is the
/// status. A conflicts table and screen, as LibPatient has, would ask the nurse to compare
/// two wounds that differ by one field; README "Sync" records this decision.
struct StaleWoundResolution {
  let now: @Sendable () -> Date

  func resolve(_ entry: OutboxEntry, later: [OutboxEntry], current: WoundPayload, in db: Database)
    throws
  {
    // Each payload is the whole wound, so the newest pending one holds her latest status; the
    // others would be refused the same way.
    let mine = try WireCoding.decoder.decode(
      WoundPayload.self,
      from: later.last?.payload ?? entry.payload
    )
    // A 412 that does not name a newer version would send the same request for ever.
    guard let version = current.version, version > (entry.baseVersion ?? 0) else {
      throw StaleAnswerWithoutNewerVersion()
    }
    for old in later {
      try db.execute(sql: "DELETE FROM outbox WHERE id = ?", arguments: [old.id])
    }
    var record = try WirePayloadAdapter.record(from: current)
    let sameStatus =
      record.status == mine.status && record.healedOn == mine.healedOn
      && record.closedReason == mine.closedReason
    guard !sameStatus else {
      // A colleague made the same change first: nothing of hers is left to send.
      try record.save(db)
      return
    }
    record.status = mine.status
    record.healedOn = mine.healedOn
    record.closedReason = mine.closedReason
    record.updatedAt = now()
    try record.save(db)
    // Based on the server's version; the sync pushes it in the same run (it is newer than
    // the entry being pushed).
    try Outbox.enqueue(WoundOutbox.entry(for: record, operation: .update, at: now()), in: db)
  }
}

/// A 412 whose `current` is not newer than the version the update was based on.
struct StaleAnswerWithoutNewerVersion: Error, CustomStringConvertible {
  var description: String { "412 without a newer wound version" }
}
