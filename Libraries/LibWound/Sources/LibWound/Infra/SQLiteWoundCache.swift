import CoreDatabase
import Foundation
import GRDB

/// `WoundCache` over the nurse's SQLite store (CoreDatabase's `Store`).
struct SQLiteWoundCache: WoundCache {
  /// The store itself, for sync: its engine works on a `Store`, not on a bare writer.
  let store: Store
  let writer: any DatabaseWriter

  init(store: Store) {
    self.store = store
    self.writer = store.writer
  }

  func insert(_ wound: Wound) async throws {
    let record = WoundAdapter.record(from: wound)
    let entry = try WoundOutbox.entry(for: record, operation: .create, at: wound.createdAt)
    try await writer.write { db in
      guard try WoundReads.patientExists(db, wound.patientID) else {
        throw WoundLookupError.patientNotFound(wound.patientID)
      }
      if try WoundReads.woundRecord(db, wound.id) != nil {
        throw WoundValidationError(field: "id", reason: "is already used by another wound")
      }
      try record.insert(db)
      try Outbox.enqueue(entry, in: db)
    }
  }

  func update(
    _ id: UUID,
    at date: Date,
    _ change: @escaping @Sendable (inout Wound) throws -> Void
  ) async throws {
    try await writer.write { db in
      guard let record = try WoundReads.woundRecord(db, id) else {
        throw WoundLookupError.woundNotFound(id)
      }
      let before = try WoundAdapter.wound(from: record)
      var after = before
      try change(&after)
      // Nothing changed: no new row version and nothing for the server to do.
      guard after != before else { return }
      after.updatedAt = date
      let updated = WoundAdapter.record(from: after)
      try updated.update(db)
      try Outbox.enqueue(WoundOutbox.entry(for: updated, operation: .update, at: date), in: db)
    }
  }

  func append(
    _ assessment: Assessment,
    photos: [Photo],
    check: @escaping @Sendable (WoundHistory) throws -> Void
  ) async throws {
    let record = AssessmentAdapter.record(from: assessment)
    let entry = try WoundOutbox.entry(for: record)
    try await writer.write { db in
      guard let history = try WoundReads.history(db, assessment.woundID) else {
        throw WoundLookupError.woundNotFound(assessment.woundID)
      }
      try check(history)
      if try AssessmentRecord.filter(key: assessment.id.databaseKey).fetchCount(db) > 0 {
        throw WoundValidationError(field: "id", reason: "is already used by another assessment")
      }
      try record.insert(db)
      try Outbox.enqueue(entry, in: db)
      for photo in photos {
        try Self.attach(photo, to: assessment.id, at: assessment.recordedAt, in: db)
      }
    }
  }

  func attach(_ photo: Photo, to assessmentID: UUID, at date: Date) async throws {
    try await writer.write { db in
      guard try AssessmentRecord.filter(key: assessmentID.databaseKey).fetchCount(db) > 0 else {
        throw WoundLookupError.assessmentNotFound(assessmentID)
      }
      try Self.attach(photo, to: assessmentID, at: date, in: db)
    }
  }

  /// Stores the photo row once (the same bytes are one row whatever they are attached to) and
  /// the attachment once per assessment, each new attachment with its outbox entry.
  private static func attach(_ photo: Photo, to assessmentID: UUID, at date: Date, in db: Database)
    throws
  {
    let photoRecord = PhotoRecord(
      id: photo.id,
      format: photo.format.rawValue,
      byteCount: photo.byteCount,
      storedAt: date
    )
    if try PhotoRecord.fetchOne(db, key: photo.id) == nil {
      try photoRecord.insert(db)
    }
    let existing =
      try AssessmentPhotoRecord
      .filter(Column("assessmentID") == assessmentID.databaseKey && Column("photoID") == photo.id)
      .fetchCount(db)
    guard existing == 0 else { return }
    let attachment = AssessmentPhotoRecord(
      id: UUID(),
      assessmentID: assessmentID,
      photoID: photo.id,
      attachedAt: date
    )
    try attachment.insert(db)
    try Outbox.enqueue(WoundOutbox.entry(for: attachment, photo: photoRecord), in: db)
  }

  func patientExists(_ id: UUID) async throws -> Bool {
    try await writer.read { db in try WoundReads.patientExists(db, id) }
  }

  func history(of woundID: UUID) async throws -> WoundHistory? {
    try await writer.read { db in try WoundReads.history(db, woundID) }
  }

  func histories(ofPatient patientID: UUID) async throws -> [WoundHistory] {
    try await writer.read { db in try WoundReads.histories(db, ofPatient: patientID) }
  }

  func openHistories() async throws -> [WoundHistory] {
    try await writer.read { db in try WoundReads.openHistories(db) }
  }

  func observeHistory(of woundID: UUID) -> AsyncThrowingStream<WoundHistory?, Error> {
    WoundObservation.stream(in: writer, woundID: woundID)
  }

  func photo(_ id: String) async throws -> Photo? {
    let record = try await writer.read { db in try PhotoRecord.fetchOne(db, key: id) }
    guard let record, let format = PhotoFormat(rawValue: record.format) else { return nil }
    return Photo(id: record.id, format: format, byteCount: record.byteCount)
  }

  func pendingChangeCount() async throws -> Int {
    try await writer.read { db in
      try OutboxEntry.filter(WoundOutbox.entityTypes.contains(Column("entityType"))).fetchCount(db)
    }
  }
}
