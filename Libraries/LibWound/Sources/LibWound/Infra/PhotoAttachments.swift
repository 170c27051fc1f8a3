import CoreContract
import CoreDatabase
import CoreSync
import Foundation
import GRDB
import LibPatient

/// The `photo` and `assessment_photo` rows of an attachment: the bytes' row once whatever
/// they are attached to, and the attachment once per assessment.
enum PhotoAttachments {
  /// Stores the attachment; false when the photo was attached to that assessment already.
  @discardableResult
  static func insert(_ attachment: Wire.PhotoAttachment, at date: Date, in db: Database) throws
    -> Bool
  {
    if try PhotoRecord.fetchOne(db, key: attachment.sha256) == nil {
      try PhotoRecord(
        id: attachment.sha256,
        format: attachment.format.rawValue,
        byteCount: attachment.byteCount,
        storedAt: date
      ).insertRow(db)
    }
    let existing =
      try AssessmentPhotoRecord
      .filter(
        Column("assessmentID") == attachment.assessmentId.text
          && Column("photoID") == attachment.sha256
      )
      .fetchCount(db)
    guard existing == 0 else { return false }
    try AssessmentPhotoRecord(
      id: attachment.id.uuid,
      assessmentID: attachment.assessmentId.uuid,
      photoID: attachment.sha256,
      attachedAt: date
    ).insertRow(db)
    return true
  }

  /// The attachment `id` as the wire spells it, nil when this store does not hold it.
  static func wire(_ id: RecordID, in db: Database) throws -> Wire.PhotoAttachment? {
    guard let attachment = try AssessmentPhotoRecord.filter(Column("id") == id.text).fetchOne(db),
      let photo = try PhotoRecord.fetchOne(db, key: attachment.photoID)
    else { return nil }
    return try AssessmentAdapter.wire(from: attachment, photo: photo)
  }
}

/// Removing a wound or an assessment (a tombstone, or a refused create the nurse discards),
/// children first. The photo rows stay (named by their content, they may be attached
/// elsewhere); the files of those no assessment names any more go with `PhotoSweep`.
enum WoundErasure {
  static func wound(_ id: RecordID, in db: Database) throws {
    try db.execute(
      sql: """
        DELETE FROM assessment_photo WHERE assessmentID IN
          (SELECT id FROM assessment WHERE woundID = ?)
        """,
      arguments: [id.text]
    )
    // `supersedes` restricts at once, row by row: the correction links go first.
    try db.execute(
      sql: "UPDATE assessment SET supersedes = NULL WHERE woundID = ?",
      arguments: [id.text]
    )
    try db.execute(sql: "DELETE FROM assessment WHERE woundID = ?", arguments: [id.text])
    try db.execute(sql: "DELETE FROM wound WHERE id = ?", arguments: [id.text])
  }

  static func assessment(_ id: RecordID, in db: Database) throws {
    try db.execute(sql: "DELETE FROM assessment_photo WHERE assessmentID = ?", arguments: [id.text])
    // A correction of it stays, as a measurement of its own.
    try db.execute(
      sql: "UPDATE assessment SET supersedes = NULL WHERE supersedes = ?",
      arguments: [id.text]
    )
    try db.execute(sql: "DELETE FROM assessment WHERE id = ?", arguments: [id.text])
  }
}
