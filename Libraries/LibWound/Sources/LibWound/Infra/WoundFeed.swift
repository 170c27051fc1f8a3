import CoreDatabase
import CoreSync
import Foundation
import GRDB

/// The wounds feed (`GET /v1/wounds/changes`): wounds, their assessments and photo
/// attachments in the server's change order, and tombstones. Nothing pulled is queued to push.
///
/// A page's photos are downloaded before the page is applied, outside its transaction, so an
/// attachment row normally lands with its bytes already in the vault.
struct WoundFeed: ChangeFeed {
  typealias Transaction = Database

  let api: any WoundAPI
  let downloads: PhotoDownloads
  var name: String { "wounds" }

  func page(since cursor: Int64, limit: Int) async throws -> ChangePage<WoundChange> {
    let page = try await api.woundChanges(since: cursor, limit: limit)
    for attachment in page.changes.compactMap(\.photo) {
      guard let format = PhotoFormat(rawValue: attachment.format) else { continue }
      let id = attachment.sha256.lowercased()
      try await downloads.fetch(Photo(id: id, format: format, byteCount: attachment.byteCount))
    }
    return ChangePage(changes: page.changes, next: page.next, hasMore: page.hasMore)
  }

  func apply(_ changes: [WoundChange], in db: Database) throws -> Int {
    var applied = 0
    for change in changes {
      let touched: Bool
      if let wound = change.wound {
        touched = try WoundFeedApply.wound(wound, in: db)
      } else if let assessment = change.assessment {
        touched = try WoundFeedApply.assessment(assessment, in: db)
      } else if let photo = change.photo {
        touched = try WoundFeedApply.photo(photo, in: db)
      } else if let id = change.deletedId {
        touched = try WoundTombstone.apply(id, in: db)
      } else {
        touched = false
      }
      applied += touched ? 1 : 0
    }
    return applied
  }
}

/// How each kind of pulled record lands in the store. Each returns whether it changed it.
///
/// A record this app cannot read (a value from a newer server) is passed over rather than
/// stopping every later change of the feed behind it.
enum WoundFeedApply {
  static func wound(_ payload: WoundPayload, in db: Database) throws -> Bool {
    guard
      try !WoundSyncReads.hasPendingChange(db, WoundOutbox.woundEntity, payload.id),
      // The patients feed is pulled first; a wound of a patient this store does not hold
      // (removed meanwhile) has nothing to hang under.
      try WoundReads.patientExists(db, payload.patientId),
      let record = try? WirePayloadAdapter.record(from: payload)
    else { return false }
    try record.save(db)
    return true
  }

  static func assessment(_ payload: AssessmentPayload, in db: Database) throws -> Bool {
    guard try AssessmentRecord.filter(key: payload.id.databaseKey).fetchCount(db) == 0,
      try WoundReads.woundRecord(db, payload.woundId) != nil,
      // The server does not say when it was recorded; the assessment time is the closest.
      var record = try? WirePayloadAdapter.record(from: payload, recordedAt: payload.takenAt)
    else { return false }
    if let corrected = record.supersedes,
      try AssessmentRecord.filter(key: corrected.databaseKey).fetchCount(db) == 0
    {
      // What it corrected was removed: the measurement stands on its own rather than be lost.
      record.supersedes = nil
    }
    try record.insert(db)
    return true
  }

  static func photo(_ payload: PhotoAttachmentPayload, in db: Database) throws -> Bool {
    let photoID = payload.sha256.lowercased()
    guard PhotoFormat(rawValue: payload.format) != nil,
      let assessment = try AssessmentRecord.fetchOne(db, key: payload.assessmentId.databaseKey)
    else { return false }
    let attached = try Bool.fetchOne(
      db,
      sql: """
        SELECT EXISTS (SELECT 1 FROM assessment_photo
          WHERE id = ? OR (assessmentID = ? AND photoID = ?))
        """,
      arguments: [payload.id.databaseKey, payload.assessmentId.databaseKey, photoID]
    )
    guard attached != true else { return false }
    if try PhotoRecord.fetchOne(db, key: photoID) == nil {
      try PhotoRecord(
        id: photoID,
        format: payload.format,
        byteCount: payload.byteCount,
        storedAt: assessment.recordedAt
      ).insert(db)
    }
    try AssessmentPhotoRecord(
      id: payload.id,
      assessmentID: payload.assessmentId,
      photoID: photoID,
      attachedAt: assessment.recordedAt
    ).insert(db)
    return true
  }
}
