import CoreDatabase
import Foundation
import GRDB

/// The reads behind the cache's queries, on a `Database` so that a one-off read and the inbox
/// observation run exactly the same SQL.
enum MessageReads {
  /// A thread's order, oldest first: by the author's clock, then the server's order; a
  /// pending message (no sequence yet) after a stored one sent at the same instant.
  static let threadOrder = "sentAt, sequence IS NULL, sequence, rowid"
  /// The same order reversed, newest first, on the table aliased `alias`.
  static func newestFirst(_ alias: String) -> String {
    "\(alias).sentAt DESC, \(alias).sequence IS NULL DESC, \(alias).sequence DESC, "
      + "\(alias).rowid DESC"
  }

  /// Reads LibPatient's `patient` table, whose migration runs before LibMessage's.
  static func patientExists(_ db: Database, _ id: UUID) throws -> Bool {
    try Bool.fetchOne(
      db,
      sql: "SELECT EXISTS (SELECT 1 FROM patient WHERE id = ?)",
      arguments: [id.databaseKey]
    ) ?? false
  }

  static func highestSequence(_ db: Database, patientID: UUID) throws -> Int64? {
    try Int64.fetchOne(
      db,
      sql: "SELECT MAX(sequence) FROM message WHERE patientID = ?",
      arguments: [patientID.databaseKey]
    )
  }

  static func readMark(_ db: Database, patientID: UUID, nurse: String) throws -> Int64? {
    try Int64.fetchOne(
      db,
      sql: "SELECT upToSequence FROM readMark WHERE patientID = ? AND nurse = ?",
      arguments: [patientID.databaseKey, nurse]
    )
  }

  static func thread(_ db: Database, patientID: UUID) throws -> [Message] {
    try MessageRow.fetchAll(
      db,
      sql: "SELECT * FROM message WHERE patientID = ? ORDER BY \(threadOrder)",
      arguments: [patientID.databaseKey]
    ).map { MessageAdapter.message(from: $0.record) }
  }

  /// Each thread's newest message with its patient's names and `nurse`'s counts. Unread: a
  /// colleague's message the server numbered after the nurse's read mark (none: 0). Pending:
  /// messages with no sequence yet, which are the nurse's own.
  static func inbox(_ db: Database, for nurse: String) throws -> [InboxEntry] {
    let rows = try Row.fetchAll(
      db,
      sql: """
        SELECT m.*, p.givenName AS givenName, p.familyName AS familyName,
          (SELECT COUNT(*) FROM message AS u
            WHERE u.patientID = m.patientID AND u.author <> :nurse
              AND u.sequence > COALESCE(
                (SELECT r.upToSequence FROM readMark AS r
                  WHERE r.patientID = m.patientID AND r.nurse = :nurse), 0)
          ) AS unreadCount,
          (SELECT COUNT(*) FROM message AS q
            WHERE q.patientID = m.patientID AND q.sequence IS NULL) AS pendingCount
        FROM message AS m JOIN patient AS p ON p.id = m.patientID
        WHERE m.rowid = (
          SELECT l.rowid FROM message AS l WHERE l.patientID = m.patientID
          ORDER BY \(newestFirst("l")) LIMIT 1)
        ORDER BY \(newestFirst("m"))
        """,
      arguments: ["nurse": nurse]
    )
    return try rows.map { row in
      let message = MessageAdapter.message(from: try MessageRow(row: row).record)
      return InboxEntry(
        patientID: message.patientID,
        givenName: row["givenName"],
        familyName: row["familyName"],
        lastMessage: message,
        unreadCount: row["unreadCount"],
        pendingCount: row["pendingCount"]
      )
    }
  }

  static func ids(_ db: Database, withPrefix prefix: IDPrefix) throws -> [UUID] {
    try prefix.ids(in: MessageRow.databaseTableName, db)
  }
}
