import CoreDatabase
import Foundation
import GRDB
import LibPatient

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
  static func patientExists(_ db: Database, _ id: Patient.ID) throws -> Bool {
    try Bool.fetchOne(
      db,
      sql: "SELECT EXISTS (SELECT 1 FROM patient WHERE id = ?)",
      arguments: [id.databaseKey]
    ) ?? false
  }

  /// The highest sequence of the patient's thread: her messages and those of every patient
  /// merged into her.
  static func highestSequence(_ db: Database, patientID: Patient.ID) throws -> Int64? {
    let kept = try PatientMerges.read(db).kept(patientID).databaseKey
    return try Int64.fetchOne(
      db,
      sql: "SELECT MAX(sequence) FROM message WHERE \(PatientMerges.members(of: "patientID"))",
      arguments: [kept, kept]
    )
  }

  /// The patients whose messages are in `patientID`'s thread and have messages.
  static func threadMembers(_ db: Database, patientID: Patient.ID) throws -> [Patient.ID] {
    let members = try PatientMerges.read(db).members(of: patientID)
    guard members.count > 1 else { return members }
    return try members.filter { member in
      try Bool.fetchOne(
        db,
        sql: "SELECT EXISTS (SELECT 1 FROM message WHERE patientID = ?)",
        arguments: [member.databaseKey]
      ) ?? false
    }
  }

  static func readMark(_ db: Database, patientID: Patient.ID, nurse: String) throws -> Int64? {
    try Int64.fetchOne(
      db,
      sql: "SELECT upToSequence FROM readMark WHERE patientID = ? AND nurse = ?",
      arguments: [patientID.databaseKey, nurse]
    )
  }

  /// The patient's thread: her messages and those of every patient merged into her.
  static func thread(_ db: Database, patientID: Patient.ID) throws -> [Message] {
    let kept = try PatientMerges.read(db).kept(patientID).databaseKey
    return try MessageRow.fetchAll(
      db,
      sql: """
        SELECT * FROM message WHERE \(PatientMerges.members(of: "patientID"))
        ORDER BY \(threadOrder)
        """,
      arguments: [kept, kept]
    ).map { MessageAdapter.message(from: $0.record) }
  }

  /// Every message sent after `date`, under the patients they are read under, oldest first.
  static func messages(_ db: Database, sentAfter date: Date) throws -> [Message] {
    let merges = try PatientMerges.read(db)
    return try MessageRow.fetchAll(
      db,
      sql: "SELECT * FROM message WHERE sentAt > ? ORDER BY \(threadOrder)",
      arguments: [date]
    ).map { row in
      var message = MessageAdapter.message(from: row.record)
      message.patientID = merges.kept(message.patientID)
      return message
    }
  }

  /// Each thread's newest message with its patient's names and `nurse`'s counts. Unread: a
  /// colleague's message the server numbered after the nurse's read mark (none: 0). Pending:
  /// messages with no sequence yet, which are the nurse's own.
  static func inbox(_ db: Database, for nurse: String) throws -> [InboxEntry] {
    try underKeptPatients(try threads(db, for: nurse), db)
  }

  /// The inbox with the threads of patients merged into another as one with hers: the newest
  /// message of them all (the threads come newest first), the counts summed, her names.
  private static func underKeptPatients(_ threads: [InboxEntry], _ db: Database) throws
    -> [InboxEntry]
  {
    let merges = try PatientMerges.read(db)
    guard !merges.keptIDs.isEmpty else { return threads }
    var entries: [InboxEntry] = []
    var index: [Patient.ID: Int] = [:]
    for thread in threads {
      let kept = merges.kept(thread.patientID)
      if let at = index[kept] {
        entries[at].unreadCount += thread.unreadCount
        entries[at].pendingCount += thread.pendingCount
        continue
      }
      var entry = thread
      if kept != thread.patientID {
        let names = try Row.fetchOne(
          db,
          sql: "SELECT givenName, familyName FROM patient WHERE id = ?",
          arguments: [kept.databaseKey]
        )
        entry.patientID = kept
        entry.givenName = names?["givenName"] ?? thread.givenName
        entry.familyName = names?["familyName"] ?? thread.familyName
      }
      index[kept] = entries.count
      entries.append(entry)
    }
    return entries
  }

  /// Each patient id's thread as the inbox shows it, newest first.
  private static func threads(_ db: Database, for nurse: String) throws -> [InboxEntry] {
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

  static func ids(_ db: Database, withPrefix prefix: IDPrefix) throws -> [Message.ID] {
    try prefix.typedIDs(in: MessageRow.databaseTableName, db)
  }
}
