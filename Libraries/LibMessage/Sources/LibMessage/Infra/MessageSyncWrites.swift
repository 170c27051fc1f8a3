import Foundation
import GRDB

/// The writes a push answer and a pulled change share, inside the sync's transaction.
enum MessageSyncWrites {
  /// Stores the server's copy of a message by id: a new message is added, a pending one of
  /// this nurse's becomes the server's (its sequence, no longer pending), never a second
  /// copy. Returns false when the patient is not in this store (nothing to hang it under).
  static func storeServerCopy(_ payload: MessagePayload, in db: Database) throws -> Bool {
    guard try MessageReads.patientExists(db, payload.patientId) else { return false }
    try MessageAdapter.record(from: payload).save(db)
    return true
  }

  /// Raises `nurse`'s read mark of the thread to `upToSequence`; a lower mark changes
  /// nothing, since marks only move forward (the server keeps the highest too). Returns false
  /// when the patient is not in this store.
  static func raiseReadMark(_ mark: ReadMarkPayload, nurse: String, in db: Database) throws
    -> Bool
  {
    guard try MessageReads.patientExists(db, mark.patientId) else { return false }
    try db.execute(
      sql: """
        INSERT INTO readMark (patientID, nurse, upToSequence) VALUES (?, ?, ?)
        ON CONFLICT (patientID, nurse)
        DO UPDATE SET upToSequence = MAX(upToSequence, excluded.upToSequence)
        """,
      arguments: [mark.patientId.lowercaseKey, nurse, mark.upToSequence]
    )
    return true
  }
}
