import CoreContract
import Foundation
import GRDB

/// What every write shares: remembered outcomes, change sequence numbers and audit rows.
/// Each statement is prepared once per connection (`cachedStatement`): a batch runs them for
/// every entry, and parsing the SQL afresh each time was a large share of a batch's store time.
extension SQLiteServerStore {
  /// The outcome first remembered under `key` (its name and body), nil for a new key. Throws
  /// `idempotencyKeyReused` when the nurse used the key for another request.
  func replayed(_ db: Database, _ key: ReplayKey) throws -> RememberedOutcome? {
    guard
      let row = try Row.fetchOne(
        db.cachedStatement(
          sql: "SELECT requestLine, outcome, body FROM write_replay WHERE nurseID = ? AND key = ?"
        ),
        arguments: [key.nurseID, key.key]
      )
    else { return nil }
    guard row[0] as String == key.requestLine else { throw ServerStoreError.idempotencyKeyReused }
    return (row[1], row[2])
  }

  /// Remembers a successful outcome under `key`; refusals are never remembered, so that a
  /// corrected retry with the same key is processed afresh. `instant` is the write's moment as
  /// stored (a batch formats its transaction's once).
  func remember(
    _ db: Database,
    _ key: ReplayKey,
    outcome: String,
    body: Data,
    at instant: DatabaseValue = Date().databaseValue
  ) throws {
    try db.cachedStatement(
      sql: """
        INSERT INTO write_replay (nurseID, key, requestLine, outcome, body, createdAt)
        VALUES (?, ?, ?, ?, ?, ?)
        """
    ).execute(
      arguments: [key.nurseID, key.key, key.requestLine, outcome, body, instant]
    )
  }

  /// The next number of the one change sequence. `changeLog`'s AUTOINCREMENT never reuses a
  /// number, and SQLite has one writer at a time, so numbers are taken in commit order.
  func nextSequence(_ db: Database, recordType: String, recordID: String, teamID: Int64) throws
    -> Int64
  {
    try db.cachedStatement(
      sql: "INSERT INTO changeLog (recordType, recordID, teamID) VALUES (?, ?, ?)"
    ).execute(
      arguments: [recordType, recordID, teamID]
    )
    return db.lastInsertedRowID
  }

  /// One audit row. Photo bytes are named by their hash, with no patient (`""`) until attached.
  func audit(
    _ db: Database,
    _ nurse: String,
    _ action: AuditAction,
    recordType: String,
    recordID: String,
    patientID: String,
    at instant: DatabaseValue = Date().databaseValue
  ) throws {
    try db.cachedStatement(
      sql: """
        INSERT INTO audit (nurse, action, recordType, recordID, patientID, at)
        VALUES (?, ?, ?, ?, ?, ?)
        """
    ).execute(
      arguments: [nurse, action.rawValue, recordType, recordID, patientID, instant]
    )
  }
}
