import Foundation
import GRDB

/// Photo bytes (stored once per content, readable by the teams that uploaded or attached them)
/// and their attachments to wound assessments.
extension SQLiteServerStore {
  public func storePhoto(
    _ upload: PhotoUpload,
    for nurse: AuthenticatedNurse,
    idempotencyKey: String?,
    respond: @escaping @Sendable (PhotoUploadOutcome) throws -> StoredResponse
  ) async throws -> StoredResponse {
    guard let idempotencyKey else {
      return try await pool.write { db in try respond(try self.insertPhoto(upload, nurse, db)) }
    }
    let request = WriteRequest(
      record: upload,
      ifMatch: nil,
      idempotencyKey: idempotencyKey,
      requestLine: "PUT /v1/photos/\(upload.sha256)",
      nurse: nurse
    )
    return try await idempotentWrite(
      request,
      perform: { db in try self.insertPhoto(upload, nurse, db) },
      respond: respond
    )
  }

  private func insertPhoto(_ upload: PhotoUpload, _ nurse: AuthenticatedNurse, _ db: Database)
    throws
    -> PhotoUploadOutcome
  {
    let answer = PhotoUploadAnswer(
      sha256: upload.sha256,
      format: upload.format.rawValue,
      byteCount: upload.bytes.count
    )
    if try teamHasPhoto(db, upload.sha256, teamID: nurse.teamID) { return .alreadyThere(answer) }
    try db.execute(
      sql: """
        INSERT INTO photo (sha256, format, byteCount, bytes) VALUES (?, ?, ?, ?)
        ON CONFLICT (sha256) DO NOTHING
        """,
      arguments: [upload.sha256, upload.format.rawValue, upload.bytes.count, upload.bytes]
    )
    try db.execute(
      sql: """
        INSERT INTO photoUpload (sha256, teamID, uploadedBy) VALUES (?, ?, ?)
        ON CONFLICT DO NOTHING
        """,
      arguments: [upload.sha256, nurse.teamID, nurse.id]
    )
    try audit(db, nurse, .create, recordType: "photo", recordID: upload.sha256, patientID: "")
    return .created(answer)
  }

  public func hasPhoto(sha256: String, for nurse: AuthenticatedNurse) async throws -> Bool {
    try await pool.read { db in try self.teamHasPhoto(db, sha256, teamID: nurse.teamID) }
  }

  public func photo(sha256: String, for nurse: AuthenticatedNurse) async throws -> StoredPhoto? {
    try await pool.write { db in
      guard try self.teamHasPhoto(db, sha256, teamID: nurse.teamID),
        let row = try Row.fetchOne(
          db,
          sql: "SELECT format, bytes FROM photo WHERE sha256 = ?",
          arguments: [sha256]
        ),
        let format = PhotoFormat(rawValue: row[0])
      else { return nil }
      // The patient of an attachment, when the team attached these bytes: the audit by patient
      // then shows who looked at her photos.
      let patientID = try String.fetchOne(
        db,
        sql: "SELECT patientID FROM photoAttachment WHERE sha256 = ? AND teamID = ? LIMIT 1",
        arguments: [sha256, nurse.teamID]
      )
      try self.audit(
        db,
        nurse,
        .read,
        recordType: "photo",
        recordID: sha256,
        patientID: patientID ?? ""
      )
      return StoredPhoto(format: format, bytes: row[1])
    }
  }

  func teamHasPhoto(_ db: Database, _ sha256: String, teamID: Int64) throws -> Bool {
    try Bool.fetchOne(
      db,
      sql: """
        SELECT 1 FROM photoUpload WHERE sha256 = ? AND teamID = ?
        UNION ALL SELECT 1 FROM photoAttachment WHERE sha256 = ? AND teamID = ?
        LIMIT 1
        """,
      arguments: [sha256, teamID, sha256, teamID]
    ) != nil
  }
}
