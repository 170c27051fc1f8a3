import CoreContract
import CoreDatabase
import CoreSync
import Foundation
import GRDB
import LibPatient

/// LibWound's part in sync: how a wound, an assessment and a photo attachment the server
/// holds are kept in this store. Pushing, pulling, merging, refusals and parking are
/// CoreSync's.
///
/// Nothing is skipped: a wound whose patient, an assessment whose wound, or an attachment
/// whose assessment this store does not hold fails its foreign key and throws. CoreSync parks
/// each and applies it at a later pull. An attachment whose bytes are not in the vault is
/// stored at once (a colleague's photo not yet uploaded: the assessment shows it as such), and
/// CoreSync fetches its bytes at a later pull (`storedBlobs`).
struct WoundSync: Sendable {
  let vault: PhotoVault
  let now: @Sendable () -> Date

  var kinds: [any SyncedKind] { [wounds, assessments, photos] + CarePlanSync(now: now).kinds }

  /// Wounds are versioned: the server merges field changes (a heal, a description).
  var wounds: SyncedRecords<Wire.Wound> {
    SyncedRecords(
      Wire.Wound.self,
      stored: .table(WoundRow.databaseTableName),
      save: { wound, db in try WoundRow(wound).saveRow(db) },
      delete: { id, db in try WoundErasure.wound(id, in: db) },
      current: { id, db in
        try WoundRow.fetchOne(db, key: id.text)?.record
      }
    )
  }

  /// Assessments are append-only: one already here (recorded on this device, or pulled
  /// before) never changes.
  var assessments: SyncedRecords<Wire.Assessment> {
    let now = now
    return SyncedRecords(
      Wire.Assessment.self,
      stored: .table(AssessmentRecord.databaseTableName),
      heldIn: AssessmentRecord.databaseTableName,
      save: { assessment, db in
        try AssessmentAdapter.record(from: assessment, recordedAt: now()).insertRow(db)
      },
      delete: { id, db in try WoundErasure.assessment(id, in: db) },
      current: { id, db in
        try AssessmentRecord.fetchOne(db, key: id.text).map(AssessmentAdapter.wire(from:))
      }
    )
  }

  /// Photo attachments are append-only and name their bytes by SHA-256, which CoreSync moves
  /// through the vault (`blobs`); an attachment may come before its bytes.
  var photos: SyncedRecords<Wire.PhotoAttachment> {
    let now = now
    return SyncedRecords(
      Wire.PhotoAttachment.self,
      stored: .table(AssessmentPhotoRecord.databaseTableName),
      save: { attachment, db in try PhotoAttachments.insert(attachment, at: now(), in: db) },
      delete: { id, db in
        try db.execute(sql: "DELETE FROM assessment_photo WHERE id = ?", arguments: [id.text])
      },
      current: { id, db in try PhotoAttachments.wire(id, in: db) },
      blobs: { [$0.sha256] },
      storedBlobs: { db in
        try String.fetchAll(db, sql: "SELECT DISTINCT photoID FROM assessment_photo")
      }
    )
  }
}
