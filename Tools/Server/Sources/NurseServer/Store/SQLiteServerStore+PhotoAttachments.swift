import Foundation
import GRDB

extension SQLiteServerStore {
  public func attachPhoto(
    _ request: WriteRequest<PhotoAttachmentRecord>,
    respond: @escaping @Sendable (PhotoAttachOutcome) throws -> StoredResponse
  ) async throws -> StoredResponse {
    try await idempotentWrite(
      request,
      perform: { db in try self.insertAttachment(request, db) },
      respond: respond
    )
  }

  private func insertAttachment(_ request: WriteRequest<PhotoAttachmentRecord>, _ db: Database)
    throws -> PhotoAttachOutcome
  {
    let nurse = request.nurse
    let record = request.record
    guard
      let patientID = try String.fetchOne(
        db,
        sql: "SELECT patientID FROM woundAssessment WHERE id = ? AND teamID = ?",
        arguments: [record.assessmentId.text, nurse.teamID]
      )
    else { return .notFound }
    if let stored = try Row.fetchOne(
      db,
      sql: "SELECT assessmentID, payload FROM photoAttachment WHERE id = ?",
      arguments: [record.id.text]
    ) {
      guard stored[0] as String == record.assessmentId.text else { return .idTaken }
      return .alreadyStored(try decoded(PhotoAttachmentRecord.self, stored[1]))
    }
    guard try teamHasPhoto(db, record.sha256, teamID: nurse.teamID),
      let bytes = try Row.fetchOne(
        db,
        sql: "SELECT format, byteCount FROM photo WHERE sha256 = ?",
        arguments: [record.sha256]
      )
    else { return .bytesMissing }
    if bytes[0] as String != record.format { return .bytesDiffer(field: "format") }
    if bytes[1] as Int != record.byteCount { return .bytesDiffer(field: "byteCount") }
    let sequence = try nextSequence(
      db,
      recordType: "photo",
      recordID: record.id,
      teamID: nurse.teamID
    )
    try db.execute(
      sql: """
        INSERT INTO photoAttachment
          (id, assessmentID, patientID, teamID, sequence, createdBy, sha256, payload)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        record.id.text, record.assessmentId.text, patientID, nurse.teamID, sequence, nurse.id,
        record.sha256, try encoded(record),
      ]
    )
    try audit(
      db,
      nurse,
      .create,
      recordType: "photo",
      recordID: record.id.text,
      patientID: patientID
    )
    return .created(record)
  }
}
