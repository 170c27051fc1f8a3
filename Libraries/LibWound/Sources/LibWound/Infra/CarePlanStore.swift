import CoreContract
import CoreDatabase
import CoreSync
import Foundation
import GRDB

/// Where care plans, visits and the saved round order live in the nurse's SQLite store. Every
/// write stores its rows and its outbox entry in one transaction (the order is hers only and
/// has none).
struct CarePlanStore: Sendable {
  let store: Store
  /// The store's connection, for writes; reads go through `store.read`.
  var writer: any DatabaseWriter { store.writer }

  /// Creates the plan, or queues the fields that differ from the stored one. `change` sees the
  /// stored plan (nil for a new one) and returns the plan to store; the wound must be open.
  func setPlan(
    of woundID: UUID,
    at date: Date,
    _ change: @escaping @Sendable (Wire.CarePlan?) throws -> Wire.CarePlan
  ) async throws {
    try await writer.write { db in
      guard let wound = try WoundReads.woundRecord(db, woundID) else {
        throw WoundLookupError.woundNotFound(woundID)
      }
      guard wound.status == Wire.Wound.Status.open.rawValue else {
        throw WoundValidationError(
          field: "status",
          reason: "the wound is healed or closed; reopen it to plan its care"
        )
      }
      let stored = try CarePlanRecord.fetchOne(db, key: woundID.databaseKey)
      let before = try stored.map(CarePlanAdapter.wire(from:))
      var after = try change(before)
      guard let before, let stored else {
        try SyncOutbox.add(after, today: date, at: date, in: db)
        try CarePlanAdapter.record(from: after).insert(db)
        return
      }
      after.createdAt = before.createdAt
      after.version = before.version
      after.updatedAt = before.updatedAt
      guard after != before else { return }
      after.updatedAt = date
      try SyncOutbox.update(
        from: before,
        to: after,
        baseVersion: stored.version,
        today: date,
        at: date,
        in: db
      )
      try CarePlanAdapter.record(from: after).update(db)
    }
  }

  /// Stores a visit with its `append` entry once `check` accepted what it names.
  func append(_ visit: Wire.Visit, at date: Date) async throws {
    try await writer.write { db in
      let patient = visit.patientId.text
      guard try WoundReads.patientExists(db, visit.patientId.uuid) else {
        throw WoundLookupError.patientNotFound(visit.patientId.uuid)
      }
      if try VisitRecord.filter(key: visit.id.text).fetchCount(db) > 0 {
        throw WoundValidationError(field: "id", reason: "is already used by another visit")
      }
      try Self.require(
        visit.dressingsChanged,
        in: db,
        sql: "SELECT COUNT(*) FROM wound WHERE patientID = ? AND id IN",
        patient: patient,
        field: "dressing",
        what: "wound"
      )
      try Self.require(
        visit.assessments,
        in: db,
        sql: """
          SELECT COUNT(*) FROM assessment JOIN wound ON wound.id = assessment.woundID
          WHERE wound.patientID = ? AND assessment.id IN
          """,
        patient: patient,
        field: "assessment",
        what: "assessment"
      )
      try Self.require(
        visit.bradens,
        in: db,
        sql: "SELECT COUNT(*) FROM braden WHERE patientID = ? AND id IN",
        patient: patient,
        field: "braden",
        what: "Braden scale"
      )
      try SyncOutbox.add(visit, today: date, at: date, in: db)
      try VisitRows.insert(visit, recordedAt: date, in: db)
    }
  }

  /// Throws unless every id of `ids` is one of the patient's (`sql` counts them).
  private static func require(
    _ ids: [RecordID],
    in db: Database,
    sql: String,
    patient: String,
    field: String,
    what: String
  ) throws {
    guard !ids.isEmpty else { return }
    let marks = Array(repeating: "?", count: ids.count).joined(separator: ",")
    let arguments = StatementArguments([patient] + ids.map(\.text))
    let found = try Int.fetchOne(db, sql: "\(sql) (\(marks))", arguments: arguments) ?? 0
    try RuleViolation.require(found == ids.count, field, "names no \(what) of this patient")
  }

  /// Replaces the saved order of `day` with `patients`, first to last.
  func saveOrder(_ patients: [UUID], day: String) async throws {
    try await writer.write { db in
      try db.execute(sql: "DELETE FROM round_order WHERE day = ?", arguments: [day])
      for (position, id) in patients.enumerated() {
        try db.execute(
          sql: "INSERT INTO round_order (day, patientID, position) VALUES (?, ?, ?)",
          arguments: [day, id.databaseKey, position]
        )
      }
    }
  }

  /// Whether an open wound of an active patient has a plan.
  func hasPlans() async throws -> Bool {
    try await store.read { db in
      try Bool.fetchOne(
        db,
        sql: """
          SELECT EXISTS(SELECT 1 FROM care_plan JOIN wound ON wound.id = care_plan.id
          JOIN patient ON patient.id = wound.patientID
          WHERE wound.status = 'open' AND patient.status = 'active')
          """
      ) ?? false
    }
  }

  /// The wound's plan, or nil.
  func plan(of woundID: UUID) async throws -> CarePlan? {
    try await store.read { db in try Self.plan(db, woundID) }
  }

  /// The wound's plan, or nil, inside a read the caller holds.
  static func plan(_ db: Database, _ woundID: UUID) throws -> CarePlan? {
    try CarePlanRecord.fetchOne(db, key: woundID.databaseKey)
      .map { try CarePlanAdapter.plan(from: CarePlanAdapter.wire(from: $0)) }
  }

  /// The patient's visits, newest first.
  func visits(of patientID: UUID) async throws -> [Visit] {
    try await store.read { db in
      let records = try VisitRecord.filter(Column("patientID") == patientID.databaseKey)
        .order(Column("visitedAt").desc, Column("id"))
        .fetchAll(db)
      return try VisitRows.wires(records, in: db).map(CarePlanAdapter.visit(from:))
    }
  }

  /// The patient's assessments and Bradens taken in `from..<to` that no visit names yet.
  func unlinked(of patientID: UUID, from start: Date, to end: Date) async throws
    -> (assessments: [UUID], bradens: [UUID])
  {
    try await store.read { db in
      let linked = "SELECT targetID FROM visit_item WHERE kind = ?"
      let assessments = try String.fetchAll(
        db,
        sql: """
          SELECT assessment.id FROM assessment JOIN wound ON wound.id = assessment.woundID
          WHERE wound.patientID = ? AND assessment.takenAt >= ? AND assessment.takenAt < ?
          AND assessment.id NOT IN (\(linked)) ORDER BY assessment.takenAt
          """,
        arguments: [patientID.databaseKey, start, end, VisitItemRecord.Kind.assessment.rawValue]
      )
      let bradens = try String.fetchAll(
        db,
        sql: """
          SELECT id FROM braden WHERE patientID = ? AND assessedAt >= ? AND assessedAt < ?
          AND id NOT IN (\(linked)) ORDER BY assessedAt
          """,
        arguments: [patientID.databaseKey, start, end, VisitItemRecord.Kind.braden.rawValue]
      )
      return (assessments.compactMap(UUID.init), bradens.compactMap(UUID.init))
    }
  }
}
