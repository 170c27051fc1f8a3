import CoreContract
import Foundation
import GRDB

/// Photo bytes: stored once per content, readable by the teams that uploaded them.
extension SQLiteServerStore {
  public func storePhoto(
    _ upload: PhotoUpload,
    for nurse: AuthenticatedNurse,
    idempotencyKey: String?
  ) async throws -> PhotoUploadOutcome {
    try await pool.write { db in
      guard let idempotencyKey else { return try self.insertPhoto(upload, nurse, db) }
      let key = ReplayKey(photo: upload.sha256, by: nurse, key: idempotencyKey)
      if let first = try self.replayed(db, key) { return try PhotoReplay.outcome(first) }
      let outcome = try self.insertPhoto(upload, nurse, db)
      let remembered = try PhotoReplay.remembered(outcome)
      try self.remember(db, key, outcome: remembered.outcome, body: remembered.body)
      return outcome
    }
  }

  private func insertPhoto(_ upload: PhotoUpload, _ nurse: AuthenticatedNurse, _ db: Database)
    throws -> PhotoUploadOutcome
  {
    let answer = PhotoUploadAnswer(
      sha256: upload.sha256,
      format: upload.format.rawValue,
      byteCount: upload.bytes.count
    )
    if try PhotoBytes.teamHas(db, upload.sha256, teamID: nurse.teamID) {
      return .alreadyThere(answer)
    }
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
    try audit(
      db,
      nurse.username,
      .create,
      recordType: "photo",
      recordID: upload.sha256,
      patientID: ""
    )
    return .created(answer)
  }

  public func hasPhoto(sha256: String, for nurse: AuthenticatedNurse) async throws -> Bool {
    try await pool.read { db in try PhotoBytes.teamHas(db, sha256, teamID: nurse.teamID) }
  }

  public func photo(sha256: String, for nurse: AuthenticatedNurse) async throws -> StoredPhoto? {
    try await pool.write { db in
      guard try PhotoBytes.teamHas(db, sha256, teamID: nurse.teamID),
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
        sql: """
          SELECT patientID FROM team_record WHERE type = 'photo' AND teamID = ?
            AND payload IS NOT NULL AND json_extract(payload, '$.sha256') = ? LIMIT 1
          """,
        arguments: [nurse.teamID, sha256]
      )
      try self.audit(
        db,
        nurse.username,
        .read,
        recordType: "photo",
        recordID: sha256,
        patientID: patientID ?? ""
      )
      return StoredPhoto(format: format, bytes: row[1])
    }
  }
}

/// Which team may read which bytes, shared by the photo routes, the attachment kind's check
/// and erasure.
enum PhotoBytes {
  /// The bytes stored under `sha256` when the team uploaded them: what
  /// `UploadedPhotoRequirement` checks an attachment against.
  static func uploaded(_ db: Database, _ sha256: String, teamID: Int64) throws -> UploadedPhoto? {
    guard try teamHas(db, sha256, teamID: teamID),
      let row = try Row.fetchOne(
        db,
        sql: "SELECT format, byteCount FROM photo WHERE sha256 = ?",
        arguments: [sha256]
      )
    else { return nil }
    return UploadedPhoto(format: row[0], byteCount: row[1])
  }

  /// True when the team uploaded these bytes. An attachment alone gives no access: it may
  /// come before its bytes, so naming another team's hash must not open that team's photo.
  /// (Erasure keeps an upload while an attachment of the team names it.)
  static func teamHas(_ db: Database, _ sha256: String, teamID: Int64) throws -> Bool {
    try Bool.fetchOne(
      db,
      sql: "SELECT 1 FROM photoUpload WHERE sha256 = ? AND teamID = ? LIMIT 1",
      arguments: [sha256, teamID]
    ) != nil
  }

  /// Bytes of an erased patient leave the team unless another of its attachments still names
  /// them, and leave the server once no team holds them at all.
  static func forgetUnattached(_ db: Database, _ hashes: [String], teamID: Int64) throws {
    for sha256 in hashes {
      let attached = """
        SELECT 1 FROM team_record WHERE type = 'photo' AND payload IS NOT NULL
          AND json_extract(payload, '$.sha256') = ?
        """
      try db.execute(
        sql: """
          DELETE FROM photoUpload WHERE sha256 = ? AND teamID = ?
            AND NOT EXISTS (\(attached) AND teamID = ?)
          """,
        arguments: [sha256, teamID, sha256, teamID]
      )
      try db.execute(
        sql: """
          DELETE FROM photo WHERE sha256 = ? AND NOT EXISTS (\(attached))
            AND NOT EXISTS (SELECT 1 FROM photoUpload WHERE sha256 = ?)
          """,
        arguments: [sha256, sha256, sha256]
      )
    }
  }
}
