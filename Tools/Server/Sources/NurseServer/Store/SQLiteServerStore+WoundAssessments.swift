import Foundation
import GRDB

extension SQLiteServerStore {
  public func appendWoundAssessment(
    _ request: WriteRequest<WoundAssessmentRecord>,
    respond: @escaping @Sendable (WoundAssessmentOutcome) throws -> StoredResponse
  ) async throws -> StoredResponse {
    try await idempotentWrite(
      request,
      perform: { db in try self.insertWoundAssessment(request, db) },
      respond: respond
    )
  }

  private func insertWoundAssessment(
    _ request: WriteRequest<WoundAssessmentRecord>,
    _ db: Database
  ) throws -> WoundAssessmentOutcome {
    let nurse = request.nurse
    let record = request.record
    guard
      let patientID = try String.fetchOne(
        db,
        sql: "SELECT patientID FROM wound WHERE id = ? AND teamID = ?",
        arguments: [record.woundId.text, nurse.teamID]
      ).flatMap(RecordID.init)
    else { return .notFound }
    if let stored = try Row.fetchOne(
      db,
      sql: "SELECT woundID, payload FROM woundAssessment WHERE id = ?",
      arguments: [record.id.text]
    ) {
      // Append-only: the assessment already stored wins, so a retry never makes a duplicate.
      guard stored[0] as String == record.woundId.text else { return .idTaken }
      return .alreadyStored(try decoded(WoundAssessmentRecord.self, stored[1]))
    }
    if let corrected = record.supersedes {
      let sameWound = try Bool.fetchOne(
        db,
        sql: "SELECT 1 FROM woundAssessment WHERE id = ? AND woundID = ?",
        arguments: [corrected.text, record.woundId.text]
      )
      if sameWound == nil { return .supersedesUnknown }
    }
    let sequence = try nextSequence(
      db,
      recordType: "wound-assessment",
      recordID: record.id,
      teamID: nurse.teamID
    )
    try db.execute(
      sql: """
        INSERT INTO woundAssessment (id, woundID, patientID, teamID, sequence, createdBy, payload)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        record.id.text, record.woundId.text, patientID.text, nurse.teamID, sequence, nurse.id,
        try encoded(record),
      ]
    )
    try audit(
      db,
      nurse,
      .create,
      recordType: "wound-assessment",
      recordID: record.id,
      patientID: patientID
    )
    return .created(record)
  }
}
