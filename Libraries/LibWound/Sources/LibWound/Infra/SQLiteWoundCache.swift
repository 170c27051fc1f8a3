import CoreContract
import CoreDatabase
import CoreSync
import Foundation
import GRDB
import LibPatient

/// `WoundCache` over the nurse's SQLite store (CoreDatabase's `Store`).
struct SQLiteWoundCache: WoundCache {
  let store: Store
  /// The store's connection, for writes and observations; reads go through `store.read`.
  let writer: any DatabaseWriter

  init(store: Store) {
    self.store = store
    self.writer = store.writer
  }

  func insert(_ wound: Wound) async throws {
    let wire = WoundAdapter.wire(from: wound)
    try await writer.write { db in
      guard try WoundReads.patientExists(db, wound.patientID) else {
        throw WoundLookupError.patientNotFound(wound.patientID)
      }
      if try WoundReads.wound(db, wound.id) != nil {
        throw RuleViolation(field: "id", reason: "is already used by another wound")
      }
      try SyncOutbox.add(wire, today: wound.createdAt, at: wound.createdAt, in: db)
      try WoundRow(wire).insertRow(db)
    }
  }

  func update(
    _ id: Wound.ID,
    at date: Date,
    _ change: @escaping @Sendable (inout Wound) throws -> Void
  ) async throws {
    try await writer.write { db in
      guard let stored = try WoundReads.wound(db, id) else {
        throw WoundLookupError.woundNotFound(id)
      }
      let before = try WoundAdapter.wound(from: stored)
      var after = before
      try change(&after)
      // Nothing changed: no new row version and nothing for the server to do.
      guard after != before else { return }
      after.updatedAt = date
      let (old, new) = (WoundAdapter.wire(from: before), WoundAdapter.wire(from: after))
      // Only the fields that changed travel, on the version they were made on.
      try SyncOutbox.update(
        from: old,
        to: new,
        baseVersion: stored.version,
        today: date,
        at: date,
        in: db
      )
      try WoundRow(new).updateRow(db)
    }
  }

  func append(
    _ assessment: Assessment,
    photos: [Photo],
    check: @escaping @Sendable (WoundHistory) throws -> Void
  ) async throws {
    let wire = AssessmentAdapter.wire(from: assessment)
    let date = assessment.recordedAt
    try await writer.write { db in
      guard let history = try WoundReads.history(db, assessment.woundID) else {
        throw WoundLookupError.woundNotFound(assessment.woundID)
      }
      try check(history)
      if try AssessmentRecord.filter(key: assessment.id.databaseKey).fetchCount(db) > 0 {
        throw RuleViolation(field: "id", reason: "is already used by another assessment")
      }
      try SyncOutbox.add(wire, today: date, at: date, in: db)
      try AssessmentAdapter.record(from: assessment).insertRow(db)
      for photo in photos {
        try Self.attach(photo, to: assessment.id, at: date, in: db)
      }
    }
  }

  func attach(_ photo: Photo, to assessmentID: Assessment.ID, at date: Date) async throws {
    try await writer.write { db in
      guard try AssessmentRecord.filter(key: assessmentID.databaseKey).fetchCount(db) > 0 else {
        throw WoundLookupError.assessmentNotFound(assessmentID)
      }
      try Self.attach(photo, to: assessmentID, at: date, in: db)
    }
  }

  /// Stores the attachment once per assessment, each new one with its outbox entry.
  private static func attach(
    _ photo: Photo,
    to assessmentID: Assessment.ID,
    at date: Date,
    in db: Database
  )
    throws
  {
    let attachment = Wire.PhotoAttachment(
      id: RecordID(UUID()),
      assessmentId: assessmentID.recordID,
      sha256: photo.id,
      format: photo.format,
      byteCount: photo.byteCount
    )
    if try PhotoAttachments.insert(attachment, at: date, in: db) {
      try SyncOutbox.add(attachment, today: date, at: date, in: db)
    }
  }

  func patientExists(_ id: Patient.ID) async throws -> Bool {
    try await store.read { db in try WoundReads.patientExists(db, id) }
  }

  func patientID(owning woundOrAssessmentID: some TypedStoredID & Sendable) async throws -> Patient
    .ID?
  {
    try await store.read { db in try WoundReads.patientID(db, owning: woundOrAssessmentID) }
  }

  func history(of woundID: Wound.ID) async throws -> WoundHistory? {
    try await store.read { db in try WoundReads.history(db, woundID) }
  }

  func histories(ofPatient patientID: Patient.ID) async throws -> [WoundHistory] {
    try await store.read { db in try WoundReads.histories(db, ofPatient: patientID) }
  }

  func openHistories() async throws -> [WoundHistory] {
    try await store.read { db in try WoundReads.openHistories(db) }
  }

  func openSummaries(
    _ keep: @escaping @Sendable (Wound, [AssessmentGlance]) -> WoundSummary?
  ) async throws -> [WoundSummary] {
    try await store.read { db in try WoundReads.walkOpenGlances(db, keep) }
  }

  func observeHistory(of woundID: Wound.ID) -> AsyncThrowingStream<WoundHistory?, Error> {
    WoundObservation.stream(in: writer, woundID: woundID)
  }

  func photo(_ id: String) async throws -> Photo? {
    let record = try await store.read { db in try PhotoRecord.fetchOne(db, key: id) }
    guard let record, let format = PhotoFormat(rawValue: record.format) else { return nil }
    return Photo(id: record.id, format: format, byteCount: record.byteCount)
  }

  func pendingChangeCount(of types: [String]) async throws -> Int {
    try await store.read { db in
      try OutboxEntry.filter(types.contains(Column("entityType"))).fetchCount(db)
    }
  }
}
