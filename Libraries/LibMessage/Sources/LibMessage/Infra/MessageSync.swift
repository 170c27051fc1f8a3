import CoreContract
import CoreDatabase
import CoreSync
import GRDB

/// LibMessage's part in sync: how a message and a read mark the server holds are kept in this
/// store. Pushing, pulling, refusals and parking are CoreSync's.
///
/// A record whose patient this store does not hold fails its foreign key and throws, so
/// CoreSync parks it until she arrives instead of dropping it.
enum MessageSync {
  static func kinds(nurse: String) -> [any SyncedKind] {
    [messages, readMarks(nurse: nurse)]
  }

  /// Messages are append-only. The server's copy replaces a pending one of this nurse's by id
  /// (its author, its sequence: no longer pending), never a second copy.
  ///
  /// Replaced whole (`INSERT OR REPLACE`): every column of the row is the record's, and no
  /// table refers to a message, so nothing else goes with the old row. GRDB prepares that
  /// statement once, where it builds an upsert's SQL again for every message of a pull.
  static let messages = SyncedRecords(
    Wire.Message.self,
    stored: .table(MessageRow.databaseTableName),
    save: { message, db in try MessageRow(message).replaceRow(db) },
    delete: { id, db in try MessageRow.deleteOne(db, key: id.text) },
    current: { id, db in
      try MessageRow.fetchOne(db, key: id.text)?.record
    }
  )

  /// Read marks are `nurse`'s own (the server sends each nurse hers only), and only move
  /// forward: a pulled mark lower than the one here changes nothing.
  static func readMarks(nurse: String) -> SyncedRecords<Wire.ReadMark> {
    SyncedRecords(
      Wire.ReadMark.self,
      // A mark's id is its patient's, and this store keeps this nurse's only as hers.
      stored: StoredIDs { db in
        try String.fetchAll(
          db,
          sql: "SELECT patientID FROM readMark WHERE nurse = ?",
          arguments: [nurse]
        ).compactMap(RecordID.init)
      },
      save: { mark, db in
        try db.execute(
          sql: """
            INSERT INTO readMark (patientID, nurse, upToSequence) VALUES (?, ?, ?)
            ON CONFLICT (patientID, nurse)
            DO UPDATE SET upToSequence = MAX(upToSequence, excluded.upToSequence)
            """,
          arguments: [mark.patientId.text, nurse, mark.upToSequence]
        )
      },
      delete: { id, db in
        try db.execute(
          sql: "DELETE FROM readMark WHERE patientID = ? AND nurse = ?",
          arguments: [id.text, nurse]
        )
      },
      current: { id, db in
        try Int64.fetchOne(
          db,
          sql: "SELECT upToSequence FROM readMark WHERE patientID = ? AND nurse = ?",
          arguments: [id.text, nurse]
        ).map { Wire.ReadMark(patientId: id, upToSequence: $0) }
      }
    )
  }
}
