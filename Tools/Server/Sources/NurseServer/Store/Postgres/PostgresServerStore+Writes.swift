import CoreContract
import Foundation
import PostgresNIO

/// What every PostgreSQL write shares: the team's lock, sequence numbers, remembered outcomes
/// and audit rows.
extension PostgresServerStore {
  /// The first half of the advisory lock keys a team's writes take (the team id is the second).
  static let teamLockClass: Int32 = 0x6E75

  /// Serializes the team's writes until this transaction ends. Taken before anything is read,
  /// so that a write sees every earlier write of its team committed, and before the sequence
  /// number, so that numbers are taken in commit order: a reader never sees a higher number
  /// while a lower one is still open.
  func lockTeam(_ db: PostgresConnection, _ teamID: Int64) async throws {
    try await db.run(
      "SELECT pg_advisory_xact_lock(\(Self.teamLockClass), \(Int32(truncatingIfNeeded: teamID)))",
      logger
    )
  }

  /// The next number of the change sequence; call `lockTeam` first.
  func nextSequence(_ db: PostgresConnection) async throws -> Int64 {
    try await db.one("SELECT nextval('change_sequence')", Int64.self, logger) ?? 0
  }

  /// The outcome first remembered under `key`, nil for a new key; throws
  /// `idempotencyKeyReused` when the nurse used the key for another request.
  func replayed(_ db: PostgresConnection, _ key: ReplayKey) async throws -> RememberedOutcome? {
    guard
      let row = try await db.rows(
        """
        SELECT requestLine, outcome, body FROM write_replay
        WHERE nurseID = \(key.nurseID) AND key = \(key.key)
        """,
        logger
      ).first
    else { return nil }
    let (line, outcome, body) = try row.decode((String, String, Data).self)
    guard line == key.requestLine else { throw ServerStoreError.idempotencyKeyReused }
    return (outcome, body)
  }

  /// Remembers a successful outcome under `key`.
  func remember(
    _ db: PostgresConnection,
    _ key: ReplayKey,
    outcome: String,
    body: Data
  ) async throws {
    try await db.run(
      """
      INSERT INTO write_replay (nurseID, key, requestLine, outcome, body, createdAt)
      VALUES (\(key.nurseID), \(key.key), \(key.requestLine), \(outcome), \(body), \(Date()))
      """,
      logger
    )
  }

  /// One audit row.
  func audit(
    _ db: PostgresConnection,
    _ nurse: String,
    _ action: AuditAction,
    recordType: String,
    recordID: String,
    patientID: String
  ) async throws {
    try await db.run(
      """
      INSERT INTO audit (nurse, action, recordType, recordID, patientID, at)
      VALUES (\(nurse), \(action.rawValue), \(recordType), \(recordID), \(patientID), \(Date()))
      """,
      logger
    )
  }
}
