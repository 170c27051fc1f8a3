import Foundation
import GRDB

extension SQLiteServerStore: MessageStore {
  public func sendMessage(
    _ request: WriteRequest<NewMessage>,
    respond: @escaping @Sendable (MessageSendOutcome) throws -> StoredResponse
  ) async throws -> StoredResponse {
    try await idempotentWrite(
      request,
      perform: { db in try self.appendMessage(request, db) },
      respond: respond
    )
  }

  private func appendMessage(_ request: WriteRequest<NewMessage>, _ db: Database) throws
    -> MessageSendOutcome
  {
    let nurse = request.nurse
    let new = request.record
    guard try teamOfPatient(new.patientId, db) == nurse.teamID else { return .patientNotFound }
    if let existing = try Row.fetchOne(
      db,
      sql: "SELECT patientID, payload FROM message WHERE id = ?",
      arguments: [new.id.text]
    ) {
      // Append-only and never duplicated: a resend under a new key (the client lost the first
      // answer and its key) gets the stored message, whatever it sent this time.
      guard existing[0] as String == new.patientId.text else { return .idTaken }
      return .alreadyStored(try decoded(MessageRecord.self, existing[1]))
    }
    if let replyTo = new.replyTo {
      let repliedPatient = try String.fetchOne(
        db,
        sql: "SELECT patientID FROM message WHERE id = ?",
        arguments: [replyTo.text]
      )
      guard repliedPatient == new.patientId.text else { return .replyToNotFound }
    }
    let sequence = try nextSequence(
      db,
      recordType: "message",
      recordID: new.id,
      teamID: nurse.teamID
    )
    let message = MessageRecord(
      id: new.id,
      patientId: new.patientId,
      author: nurse.username,
      body: new.body,
      sentAt: new.sentAt,
      replyTo: new.replyTo,
      sequence: sequence
    )
    try db.execute(
      sql: """
        INSERT INTO message (id, patientID, teamID, sequence, authorID, payload)
        VALUES (?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        new.id.text, new.patientId.text, nurse.teamID, sequence, nurse.id, try encoded(message),
      ]
    )
    try audit(db, nurse, .create, recordType: "message", recordID: new.id, patientID: new.patientId)
    return .created(message)
  }

  public func markRead(
    _ request: WriteRequest<ReadMarkRecord>,
    respond: @escaping @Sendable (ReadMarkOutcome) throws -> StoredResponse
  ) async throws -> StoredResponse {
    try await idempotentWrite(
      request,
      perform: { db in try self.moveReadMark(request, db) },
      respond: respond
    )
  }

  /// Keeps the larger mark: two devices of one nurse, or an old mark pushed late, never make
  /// read messages unread again. A mark that does not move is not a change and takes no
  /// sequence number, so the feed does not send it again.
  private func moveReadMark(_ request: WriteRequest<ReadMarkRecord>, _ db: Database) throws
    -> ReadMarkOutcome
  {
    let nurse = request.nurse
    let sent = request.record
    guard try teamOfPatient(sent.patientId, db) == nurse.teamID else { return .patientNotFound }
    let stored = try Int64.fetchOne(
      db,
      sql: "SELECT upToSequence FROM readMark WHERE nurseID = ? AND patientID = ?",
      arguments: [nurse.id, sent.patientId.text]
    )
    if let stored, stored >= sent.upToSequence {
      return .marked(ReadMarkRecord(patientId: sent.patientId, upToSequence: stored))
    }
    let sequence = try nextSequence(
      db,
      recordType: "readMark",
      recordID: sent.patientId,
      teamID: nurse.teamID
    )
    try db.execute(
      sql: """
        INSERT INTO readMark (nurseID, patientID, teamID, upToSequence, sequence)
        VALUES (?, ?, ?, ?, ?)
        ON CONFLICT (nurseID, patientID)
        DO UPDATE SET upToSequence = excluded.upToSequence, sequence = excluded.sequence
        """,
      arguments: [nurse.id, sent.patientId.text, nurse.teamID, sent.upToSequence, sequence]
    )
    return .marked(sent)
  }

  /// The team of the patient, nil when she does not exist.
  private func teamOfPatient(_ id: RecordID, _ db: Database) throws -> Int64? {
    try Int64.fetchOne(db, sql: "SELECT teamID FROM patient WHERE id = ?", arguments: [id.text])
  }
}
