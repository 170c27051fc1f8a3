import CoreDatabase
import CoreSync
import Foundation
import GRDB

/// `PatientCache` over the nurse's SQLite store (CoreDatabase's `Store`).
struct SQLitePatientCache: PatientCache {
  let store: Store
  /// The store's connection, for writes and observations; reads go through `store.read`.
  let writer: any DatabaseWriter

  init(store: Store) {
    self.store = store
    self.writer = store.writer
  }

  func insert(_ patient: Patient) async throws {
    let record = PatientAdapter.record(from: patient)
    let wire = try PatientAdapter.wire(from: record)
    try await writer.write { db in
      if try PatientReads.exists(db, patient.id) {
        throw RuleViolation(field: "id", reason: "is already used by another patient")
      }
      try record.insertRow(db)
      try SyncOutbox.add(wire, today: patient.createdAt, at: patient.createdAt, in: db)
    }
  }

  func update(
    _ id: Patient.ID,
    at date: Date,
    _ change: @escaping @Sendable (inout Patient) -> Void
  ) async throws {
    try await writer.write { db in try Self.update(id, at: date, in: db, change) }
  }

  func merge(
    _ otherID: Patient.ID,
    into keepID: Patient.ID,
    at date: Date,
    check: @escaping @Sendable (_ keep: Patient, _ other: Patient) throws -> Void,
    fill: @escaping @Sendable (_ keep: inout Patient, _ other: Patient) -> Void
  ) async throws {
    try await writer.write { db in
      guard let keep = try PatientReads.patient(db, keepID) else {
        throw IDLookupError.notFound(.patient, keepID.databaseKey)
      }
      guard let other = try PatientReads.patient(db, otherID) else {
        throw IDLookupError.notFound(.patient, otherID.databaseKey)
      }
      try check(keep, other)
      try Self.update(keepID, at: date, in: db) { fill(&$0, other) }
      try Self.update(otherID, at: date, in: db) { $0.mergedInto = keepID }
    }
  }

  /// Applies `change` to the stored patient with its outbox entry, in the caller's
  /// transaction; nothing when it changes nothing.
  private static func update(
    _ id: Patient.ID,
    at date: Date,
    in db: Database,
    _ change: (inout Patient) -> Void
  ) throws {
    guard let record = try PatientReads.record(db, id) else {
      throw IDLookupError.notFound(.patient, id.databaseKey)
    }
    let before = try PatientAdapter.patient(from: record, latestBraden: nil)
    var after = before
    change(&after)
    // Nothing changed: no new row version and nothing for the server to do.
    guard after != before else { return }
    after.updatedAt = date
    let updated = PatientAdapter.record(from: after)
    try updated.updateRow(db)
    // The server merges field by field: only what changed goes, on the version it came from.
    try SyncOutbox.update(
      from: PatientAdapter.wire(from: record),
      to: PatientAdapter.wire(from: updated),
      baseVersion: record.version,
      today: date,
      at: date,
      in: db
    )
  }

  func merges() async throws -> PatientMerges {
    try await store.read { db in try PatientMerges.read(db) }
  }

  func append(_ assessment: BradenAssessment, recordedAt: Date) async throws {
    let record = PatientAdapter.record(from: assessment, recordedAt: recordedAt)
    let wire = PatientAdapter.wire(from: record)
    try await writer.write { db in
      guard try PatientReads.exists(db, assessment.patientID) else {
        throw IDLookupError.notFound(.patient, assessment.patientID.databaseKey)
      }
      if try BradenRecord.filter(key: assessment.id.databaseKey).fetchCount(db) > 0 {
        throw RuleViolation(field: "id", reason: "is already used by another assessment")
      }
      try record.insertRow(db)
      try SyncOutbox.add(wire, today: recordedAt, at: recordedAt, in: db)
    }
  }

  func summaries(matching query: PatientListQuery) async throws -> [PatientSummary] {
    try await store.read { db in try PatientReads.summaries(db, matching: query) }
  }

  func identities() async throws -> [PatientIdentity] {
    try await store.read { db in try PatientReads.identities(db) }
  }

  func patient(_ id: Patient.ID) async throws -> Patient? {
    try await store.read { db in try PatientReads.patient(db, id) }
  }

  func bradenHistory(of patientID: Patient.ID) async throws -> [BradenAssessment]? {
    try await store.read { db in
      guard try PatientReads.exists(db, patientID) else { return nil }
      return try PatientReads.bradenHistory(db, of: patientID)
    }
  }

  func patientIDs(withPrefix prefix: IDPrefix) async throws -> [Patient.ID] {
    try await store.read { db in try PatientReads.ids(db, withPrefix: prefix) }
  }

  func observeSummaries(matching query: PatientListQuery)
    -> AsyncThrowingStream<[PatientSummary], Error>
  {
    PatientListObservation.stream(in: writer, matching: query)
  }

  func pendingChangeCount() async throws -> Int {
    try await store.read { db in try Outbox.count(in: db) }
  }
}
