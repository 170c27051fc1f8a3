import Foundation
import GRDB

extension SQLiteServerStore {
  /// Three tables merged in change-sequence order: the team's messages, the nurse's own read
  /// marks, and the team's message tombstones. One write transaction, so the audit rows of the
  /// messages returned are stored with the page that returned them.
  public func messageChanges(
    since: Int64,
    limit: Int,
    for nurse: AuthenticatedNurse
  ) async throws -> MessageFeedPage {
    try await pool.write { db in
      let rows = try Row.fetchAll(
        db,
        sql: """
          SELECT sequence, 'message' AS kind, payload, NULL AS recordID, NULL AS upTo
          FROM message WHERE teamID = :team AND sequence > :since
          UNION ALL
          SELECT sequence, 'readMark', NULL, patientID, upToSequence
          FROM readMark WHERE nurseID = :nurse AND teamID = :team AND sequence > :since
          UNION ALL
          SELECT sequence, 'deleted', NULL, messageID, NULL
          FROM messageTombstone WHERE teamID = :team AND sequence > :since
          ORDER BY sequence LIMIT :limit
          """,
        arguments: ["team": nurse.teamID, "nurse": nurse.id, "since": since, "limit": limit + 1]
      )
      let entries = try rows.prefix(limit).map { try self.feedEntry($0) }
      // One audit row per message returned: the log says which threads a nurse saw.
      for entry in entries {
        guard case .message(let message) = entry.change else { continue }
        try self.audit(
          db,
          nurse,
          .read,
          recordType: "message",
          recordID: message.id,
          patientID: message.patientId
        )
      }
      return MessageFeedPage(
        changes: entries,
        next: entries.last?.sequence ?? since,
        hasMore: rows.count > limit
      )
    }
  }

  /// A row of the union: `recordID` is the read mark's patient or the erased message's id.
  private func feedEntry(_ row: Row) throws -> MessageFeedEntry {
    let sequence: Int64 = row["sequence"]
    let kind: String = row["kind"]
    switch kind {
    case "message":
      return MessageFeedEntry(
        sequence: sequence,
        change: .message(try decoded(MessageRecord.self, row["payload"]))
      )
    case "readMark":
      let mark = ReadMarkRecord(patientId: try storedID(row["recordID"]), upToSequence: row["upTo"])
      return MessageFeedEntry(sequence: sequence, change: .readMark(mark))
    default:
      return MessageFeedEntry(sequence: sequence, change: .deleted(try storedID(row["recordID"])))
    }
  }

  /// An id column read back; the server wrote it canonical, so a failure is corruption.
  private func storedID(_ text: String) throws -> RecordID {
    guard let id = RecordID(text) else {
      throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: "a stored id is not a UUID")
    }
    return id
  }
}
