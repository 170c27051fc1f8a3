import CoreContract
import Foundation
import GRDB
import LibPatient

/// The handover's reads (docs/care-plans.md "Handover"): each a few statements whatever the
/// number of patients, every one bounded below by the earliest start, so a handover reads only
/// what is recent. Patients merged into another count as the patient kept.
enum HandoverReads {
  /// The nurse's last visit done (not voided) to each patient.
  static func lastVisits(_ db: Database, nurse: String, merges: PatientMerges) throws -> [UUID:
    Date]
  {
    let sql = """
      SELECT patientID, MAX(visitedAt) FROM visit
      WHERE visitedBy = ? AND (outcome IS NULL OR outcome = 'done')
      AND \(CarePlanStore.counts("visit")) GROUP BY patientID
      """
    return try latest(db, sql, [nurse], merges: merges)
  }

  /// The nurse's last look at each patient's handover.
  static func lastSeen(_ db: Database, nurse: String, merges: PatientMerges) throws -> [UUID: Date]
  {
    let sql = "SELECT patientId, MAX(seenAt) FROM handoverSeen WHERE nurse = ? GROUP BY patientId"
    return try latest(db, sql, [nurse], merges: merges)
  }

  /// The wounds with an assessment taken after `after` by anyone but `nurse`, with their whole
  /// histories: an assessment's change and screening need the ones before it. `patients`, when
  /// given, are the only ones read (a round's dozen, not the team's thousand); bound in groups
  /// under SQLite's limit of variables.
  static func assessedWounds(
    _ db: Database,
    after: Date,
    nurse: String,
    patients: [UUID]?
  ) throws -> [WoundHistory] {
    let recent = """
      id IN (SELECT woundID FROM assessment
      WHERE takenAt > ? AND (takenBy IS NULL OR takenBy <> ?))
      """
    guard let patients else { return try WoundReads.histories(db, where: recent, [after, nurse]) }
    var histories: [WoundHistory] = []
    for start in stride(from: 0, to: patients.count, by: 500) {
      let group = patients[start..<min(patients.count, start + 500)]
      let marks = Array(repeating: "?", count: group.count).joined(separator: ", ")
      var arguments: StatementArguments = [after, nurse]
      arguments += StatementArguments(group.map(\.databaseKey))
      histories += try WoundReads.histories(
        db,
        where: "\(recent) AND patientID IN (\(marks))",
        arguments
      )
    }
    return histories
  }

  /// Care plans written or changed after `after` by anyone but `nurse`, by patient.
  static func plans(_ db: Database, after: Date, nurse: String, merges: PatientMerges) throws
    -> [UUID: [HandoverChange]]
  {
    let sql = """
      SELECT wound.patientID, wound.id, wound.site, care_plan.primaryDressing,
        care_plan.createdAt, care_plan.updatedAt, care_plan.updatedBy
      FROM care_plan JOIN wound ON wound.id = care_plan.id
      WHERE care_plan.updatedAt > ? AND (care_plan.updatedBy IS NULL OR care_plan.updatedBy <> ?)
      """
    return try grouped(db, sql, [after, nurse], merges: merges) { row in
      let updatedAt: Date = row[5]
      return HandoverChange(
        at: updatedAt,
        by: row[6],
        event: .plan(
          woundID: try row.decode(UUID.self, atIndex: 1),
          site: try WoundAdapter.read(BodySite(rawValue: row[2]), "site"),
          primaryDressing: row[3],
          isNew: (row[4] as Date) == updatedAt
        )
      )
    }
  }

  /// Braden assessments after `after` by anyone but `nurse`, by patient.
  static func bradens(_ db: Database, after: Date, nurse: String, merges: PatientMerges) throws
    -> [UUID: [HandoverChange]]
  {
    let sql = """
      SELECT patientID, assessedAt, assessedBy, sensoryPerception, moisture, activity, mobility,
        nutrition, frictionShear
      FROM braden WHERE assessedAt > ? AND (assessedBy IS NULL OR assessedBy <> ?)
      """
    return try grouped(db, sql, [after, nurse], merges: merges) { row in
      let scores = BradenScores(
        sensoryPerception: row[3],
        moisture: row[4],
        activity: row[5],
        mobility: row[6],
        nutrition: row[7],
        frictionShear: row[8]
      )
      return HandoverChange(
        at: row[1],
        by: row[2],
        event: .braden(total: scores.total, risk: scores.risk)
      )
    }
  }

  /// ABPI measurements after `after` by anyone but `nurse`, by patient.
  static func abpis(_ db: Database, after: Date, nurse: String, merges: PatientMerges) throws
    -> [UUID: [HandoverChange]]
  {
    let sql = """
      SELECT patientId, measuredAt, measuredBy, id, brachialLeft, brachialRight,
        leftDorsalisPedis, leftPosteriorTibial, rightDorsalisPedis, rightPosteriorTibial
      FROM abpi WHERE measuredAt > ? AND (measuredBy IS NULL OR measuredBy <> ?)
      """
    return try grouped(db, sql, [after, nurse], merges: merges) { row in
      let measurement = ABPIMeasurement(
        id: try row.decode(UUID.self, atIndex: 3),
        patientID: try row.decode(UUID.self, atIndex: 0),
        measuredAt: row[1],
        measuredBy: row[2],
        brachial: ArmPressures(left: row[4], right: row[5]),
        left: .taken(dorsalisPedis: row[6], posteriorTibial: row[7]),
        right: .taken(dorsalisPedis: row[8], posteriorTibial: row[9])
      )
      return HandoverChange(at: row[1], by: row[2], event: .abpi(measurement))
    }
  }

  private static func latest(
    _ db: Database,
    _ sql: String,
    _ arguments: StatementArguments,
    merges: PatientMerges
  ) throws -> [UUID: Date] {
    var result: [UUID: Date] = [:]
    let rows = try Row.fetchCursor(db.cachedStatement(sql: sql), arguments: arguments)
    while let row = try rows.next() {
      let patient = merges.kept(try row.decode(UUID.self, atIndex: 0))
      let date: Date = row[1]
      result[patient] = max(result[patient] ?? date, date)
    }
    return result
  }

  private static func grouped(
    _ db: Database,
    _ sql: String,
    _ arguments: StatementArguments,
    merges: PatientMerges,
    _ change: (Row) throws -> HandoverChange
  ) throws -> [UUID: [HandoverChange]] {
    var result: [UUID: [HandoverChange]] = [:]
    let rows = try Row.fetchCursor(db.cachedStatement(sql: sql), arguments: arguments)
    while let row = try rows.next() {
      let patient = merges.kept(try row.decode(UUID.self, atIndex: 0))
      result[patient, default: []].append(try change(row))
    }
    return result
  }
}
