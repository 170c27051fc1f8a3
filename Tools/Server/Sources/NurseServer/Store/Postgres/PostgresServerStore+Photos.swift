import CoreContract
import Foundation
import PostgresNIO

/// Photo bytes on PostgreSQL (bytea), once per SHA-256, readable by the teams that uploaded or
/// attached them.
extension PostgresServerStore {
  public func storePhoto(
    _ upload: PhotoUpload,
    for nurse: AuthenticatedNurse,
    idempotencyKey: String?
  ) async throws -> PhotoUploadOutcome {
    try await transaction { db in
      try await self.lockTeam(db, nurse.teamID)
      guard let idempotencyKey else { return try await self.insertPhoto(upload, nurse, db) }
      let key = ReplayKey(photo: upload.sha256, by: nurse, key: idempotencyKey)
      if let first = try await self.replayed(db, key) { return try PhotoReplay.outcome(first) }
      let outcome = try await self.insertPhoto(upload, nurse, db)
      let remembered = try PhotoReplay.remembered(outcome)
      try await self.remember(db, key, outcome: remembered.outcome, body: remembered.body)
      return outcome
    }
  }

  private func insertPhoto(
    _ upload: PhotoUpload,
    _ nurse: AuthenticatedNurse,
    _ db: PostgresConnection
  )
    async throws -> PhotoUploadOutcome
  {
    let answer = PhotoUploadAnswer(
      sha256: upload.sha256,
      format: upload.format.rawValue,
      byteCount: upload.bytes.count
    )
    if try await teamHas(db, upload.sha256, teamID: nurse.teamID) { return .alreadyThere(answer) }
    try await db.run(
      """
      INSERT INTO photo (sha256, format, byteCount, bytes)
      VALUES (\(upload.sha256), \(upload.format.rawValue), \(Int64(upload.bytes.count)), \(upload.bytes))
      ON CONFLICT (sha256) DO NOTHING
      """,
      logger
    )
    try await db.run(
      """
      INSERT INTO photoUpload (sha256, teamID, uploadedBy)
      VALUES (\(upload.sha256), \(nurse.teamID), \(nurse.id)) ON CONFLICT DO NOTHING
      """,
      logger
    )
    try await audit(
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
    try await transaction { db in try await self.teamHas(db, sha256, teamID: nurse.teamID) }
  }

  public func photo(sha256: String, for nurse: AuthenticatedNurse) async throws -> StoredPhoto? {
    try await transaction { db in
      guard try await self.teamHas(db, sha256, teamID: nurse.teamID),
        let row = try await db.rows(
          "SELECT format, bytes FROM photo WHERE sha256 = \(sha256)",
          self.logger
        ).first
      else { return nil }
      let (formatName, bytes) = try row.decode((String, Data).self)
      guard let format = PhotoFormat(rawValue: formatName) else { return nil }
      let patientID = try await db.one(
        """
        SELECT patientID FROM team_record WHERE type = 'photo' AND teamID = \(nurse.teamID)
          AND payload IS NOT NULL AND (payload::jsonb) ->> 'sha256' = \(sha256) LIMIT 1
        """,
        String.self,
        self.logger
      )
      try await self.audit(
        db,
        nurse.username,
        .read,
        recordType: "photo",
        recordID: sha256,
        patientID: patientID ?? ""
      )
      return StoredPhoto(format: format, bytes: bytes)
    }
  }

  /// True when the team uploaded these bytes. An attachment alone gives no access: it may
  /// come before its bytes, so naming another team's hash must not open that team's photo.
  func teamHas(_ db: PostgresConnection, _ sha256: String, teamID: Int64) async throws -> Bool {
    try await db.one(
      "SELECT 1 FROM photoUpload WHERE sha256 = \(sha256) AND teamID = \(teamID) LIMIT 1",
      Int32.self,
      logger
    ) != nil
  }

  /// The bytes stored under `sha256` when the team uploaded them: what
  /// `UploadedPhotoRequirement` checks an attachment against.
  func uploadedPhoto(_ db: PostgresConnection, _ sha256: String, teamID: Int64) async throws
    -> UploadedPhoto?
  {
    guard try await teamHas(db, sha256, teamID: teamID),
      let row = try await db.rows(
        "SELECT format, byteCount FROM photo WHERE sha256 = \(sha256)",
        logger
      ).first
    else { return nil }
    let (format, byteCount) = try row.decode((String, Int64).self)
    return UploadedPhoto(format: format, byteCount: byteCount)
  }

  /// Bytes of an erased patient leave the team unless another of its attachments names them,
  /// and the server once no team holds them.
  func forgetUnattached(_ db: PostgresConnection, _ hashes: [String], teamID: Int64) async throws {
    for sha256 in hashes {
      try await db.run(
        """
        DELETE FROM photoUpload WHERE sha256 = \(sha256) AND teamID = \(teamID)
          AND NOT EXISTS (SELECT 1 FROM team_record WHERE type = 'photo' AND teamID = \(teamID)
            AND payload IS NOT NULL AND (payload::jsonb) ->> 'sha256' = \(sha256))
        """,
        logger
      )
      try await db.run(
        """
        DELETE FROM photo WHERE sha256 = \(sha256)
          AND NOT EXISTS (SELECT 1 FROM team_record WHERE type = 'photo'
            AND payload IS NOT NULL AND (payload::jsonb) ->> 'sha256' = \(sha256))
          AND NOT EXISTS (SELECT 1 FROM photoUpload WHERE sha256 = \(sha256))
        """,
        logger
      )
    }
  }
}
