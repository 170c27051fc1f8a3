import CoreContract
import CoreDatabase
import CoreSync
import Foundation
import GRDB
import LibPatient

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
    of woundID: Wound.ID,
    at date: Date,
    _ change: @escaping @Sendable (Wire.CarePlan?, Wire.Wound) throws -> Wire.CarePlan
  ) async throws {
    try await writer.write { db in
      guard let wound = try WoundReads.wound(db, woundID) else {
        throw WoundLookupError.woundNotFound(woundID)
      }
      guard wound.status == .open else {
        throw RuleViolation(
          field: "status",
          reason: "the wound is healed or closed; reopen it to plan its care"
        )
      }
      let stored = try CarePlanRecord.fetchOne(db, key: woundID.databaseKey)
      let before = try stored.map(CarePlanAdapter.wire(from:))
      var after = try change(before, wound)
      guard let before, let stored else {
        try SyncOutbox.add(after, today: date, at: date, in: db)
        try CarePlanAdapter.record(from: after).insertRow(db)
        return
      }
      // Only a change of the plan itself is a change: saving it unchanged names no new author.
      let author = after.updatedBy
      after.createdAt = before.createdAt
      after.version = before.version
      after.updatedAt = before.updatedAt
      after.updatedBy = before.updatedBy
      guard after != before else { return }
      after.updatedAt = date
      after.updatedBy = author
      try SyncOutbox.update(
        from: before,
        to: after,
        baseVersion: stored.version,
        today: date,
        at: date,
        in: db
      )
      try CarePlanAdapter.record(from: after).updateRow(db)
    }
  }

  /// Replaces the saved order of `day` with `patients`, first to last.
  func saveOrder(_ patients: [Patient.ID], day: String) async throws {
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

  /// Each planned open wound's `assessEveryDays`, by wound: the overdue interval of
  /// `OverdueRule.interval(planDays:)`. `woundID` limits it to one wound.
  func assessIntervals(of woundID: Wound.ID? = nil) async throws -> [Wound.ID: Int] {
    try await store.read { db in
      var sql = """
        SELECT care_plan.id, assessEveryDays FROM care_plan
        JOIN wound ON wound.id = care_plan.id WHERE wound.status = 'open'
        """
      var arguments: StatementArguments = []
      if let woundID {
        sql += " AND care_plan.id = ?"
        arguments = [woundID.databaseKey]
      }
      var result: [Wound.ID: Int] = [:]
      let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
      while let row = try rows.next() {
        result[try row.typedID(atIndex: 0)] = try row.decode(atIndex: 1)
      }
      return result
    }
  }

  /// The wound's plan, or nil.
  func plan(of woundID: Wound.ID) async throws -> CarePlan? {
    try await store.read { db in try Self.plan(db, woundID) }
  }

  /// The wound's plan, or nil, inside a read the caller holds.
  static func plan(_ db: Database, _ woundID: Wound.ID) throws -> CarePlan? {
    try CarePlanRecord.fetchOne(db, key: woundID.databaseKey)
      .map { try CarePlanAdapter.plan(from: CarePlanAdapter.wire(from: $0)) }
  }
}
