import CoreContract
import Foundation
import GRDB

/// What the day's round reads from the store, in a handful of queries whatever the number of
/// patients: the active patients, the open wounds with their histories (LibWound's own read),
/// the plans, each wound's last dressing change and each patient's last Braden before the
/// day ends, and the nurse's saved order for the day.
struct RoundFacts: Sendable {
  struct PatientRow: Sendable {
    var id: UUID
    var givenName: String
    var familyName: String
    var address: String?
  }

  var patients: [PatientRow]
  var openWounds: [WoundHistory]
  var plans: [UUID: CarePlan]
  var lastDressingChange: [UUID: Date]
  var lastBraden: [UUID: Date]
  var savedOrder: [UUID]
}

enum RoundReads {
  /// The facts of the round whose day ends at `end` (`day` as `YYYY-MM-DD`).
  static func facts(_ db: Database, day: String, end: Date) throws -> RoundFacts {
    let patients = try Row.fetchAll(
      db,
      sql: "SELECT id, givenName, familyName, address FROM patient WHERE status = ?",
      arguments: [PatientStatus.active.rawValue]
    ).compactMap { row -> RoundFacts.PatientRow? in
      guard let id = UUID(uuidString: row[0]) else { return nil }
      return RoundFacts.PatientRow(id: id, givenName: row[1], familyName: row[2], address: row[3])
    }
    let open = Wire.Wound.Status.open.rawValue
    var plans: [UUID: CarePlan] = [:]
    let planRecords = try CarePlanRecord.fetchAll(
      db,
      sql: """
        SELECT care_plan.* FROM care_plan JOIN wound ON wound.id = care_plan.id
        WHERE wound.status = ?
        """,
      arguments: [open]
    )
    for record in planRecords {
      let plan = try CarePlanAdapter.plan(from: CarePlanAdapter.wire(from: record))
      plans[plan.woundID] = plan
    }
    return RoundFacts(
      patients: patients,
      openWounds: try WoundReads.openHistories(db),
      plans: plans,
      lastDressingChange: try latest(
        db,
        sql: """
          SELECT visit_item.targetID, MAX(visit.visitedAt) FROM visit_item
          JOIN visit ON visit.id = visit_item.visitID
          WHERE visit_item.kind = 'dressing' AND visit.visitedAt < ?
          GROUP BY visit_item.targetID
          """,
        end: end
      ),
      lastBraden: try latest(
        db,
        sql: """
          SELECT patientID, MAX(assessedAt) FROM braden WHERE assessedAt < ? GROUP BY patientID
          """,
        end: end
      ),
      savedOrder: try String.fetchAll(
        db,
        sql: "SELECT patientID FROM round_order WHERE day = ? ORDER BY position",
        arguments: [day]
      ).compactMap(UUID.init)
    )
  }

  /// An id and an instant per row, as a dictionary.
  private static func latest(_ db: Database, sql: String, end: Date) throws -> [UUID: Date] {
    var result: [UUID: Date] = [:]
    for row in try Row.fetchAll(db, sql: sql, arguments: [end]) {
      guard let id = UUID(uuidString: row[0]), let date: Date = row[1] else { continue }
      result[id] = date
    }
    return result
  }
}
