import CoreContract
import CoreDatabase
import Foundation
import GRDB
import LibPatient

/// The handover's reads (docs/care-plans.md "Handover"): each a few statements whatever the
/// number of patients, every one bounded below by the earliest start, so a handover reads only
/// what is recent. Patients merged into another count as the patient kept.
enum HandoverReads {
  /// The nurse's last visit done (not voided) to each patient.
  static func lastVisits(_ db: Database, nurse: String, merges: PatientMerges) throws -> [Patient
    .ID:
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
  static func lastSeen(_ db: Database, nurse: String, merges: PatientMerges) throws -> [Patient.ID:
    Date]
  {
    let sql = "SELECT patientId, MAX(seenAt) FROM handoverSeen WHERE nurse = ? GROUP BY patientId"
    return try latest(db, sql, [nurse], merges: merges)
  }

  /// A wound a colleague assessed in the window, with a glance at each of its assessments (in
  /// the history's order) and who took each: an assessment's change and screening need the
  /// ones before it, and a glance reads only the columns they use.
  struct AssessedWound {
    var wound: Wound
    var glances: [AssessmentGlance]
    var takenBy: [Assessment.ID: String]
  }

  /// The wounds with an assessment taken after `after` by anyone but `nurse`. `patients`, when
  /// given, are the only ones read (a round's dozen, not the team's thousand).
  static func assessedWounds(
    _ db: Database,
    after: Date,
    nurse: String,
    patients: Set<Patient.ID>?
  ) throws -> [AssessedWound] {
    let wounds = try WoundRow.fetchAll(
      db,
      sql: """
        SELECT * FROM wound WHERE id IN (SELECT woundID FROM assessment
        WHERE takenAt > ? AND (takenBy IS NULL OR takenBy <> ?))
        """,
      arguments: [after, nurse]
    ).map(\.record).filter { patients?.contains(Patient.ID($0.patientId)) ?? true }
    let statement = try db.cachedStatement(
      sql: """
        SELECT \(WoundReads.glanceColumns), takenBy FROM assessment WHERE woundID = ?
        ORDER BY takenAt, recordedAt, id
        """
    )
    return try wounds.map { record in
      var glances: [AssessmentGlance] = []
      var takenBy: [Assessment.ID: String] = [:]
      let rows = try Row.fetchCursor(statement, arguments: [record.id.text])
      while let row = try rows.next() {
        let glance = try WoundReads.glance(row)
        glances.append(glance)
        if let author: String = row[12] { takenBy[glance.id] = author }
      }
      return AssessedWound(
        wound: try WoundAdapter.wound(from: record),
        glances: glances,
        takenBy: takenBy
      )
    }
  }

  /// Care plans written or changed after `after` by anyone but `nurse`, by patient.
  static func plans(_ db: Database, after: Date, nurse: String, merges: PatientMerges) throws
    -> [Patient.ID: [HandoverChange]]
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
          woundID: try row.typedID(atIndex: 1),
          site: try WoundAdapter.read(BodySite(rawValue: row[2]), "site"),
          primaryDressing: row[3],
          isNew: (row[4] as Date) == updatedAt
        )
      )
    }
  }

  /// Braden assessments after `after` by anyone but `nurse`, by patient.
  static func bradens(_ db: Database, after: Date, nurse: String, merges: PatientMerges) throws
    -> [Patient.ID: [HandoverChange]]
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
    -> [Patient.ID: [HandoverChange]]
  {
    let sql = """
      SELECT patientId, measuredAt, measuredBy, id, brachialLeft, brachialRight,
        leftDorsalisPedis, leftPosteriorTibial, rightDorsalisPedis, rightPosteriorTibial
      FROM abpi WHERE measuredAt > ? AND (measuredBy IS NULL OR measuredBy <> ?)
      """
    return try grouped(db, sql, [after, nurse], merges: merges) { row in
      let measurement = ABPIMeasurement(
        id: try row.typedID(atIndex: 3),
        patientID: try row.typedID(atIndex: 0),
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
  ) throws -> [Patient.ID: Date] {
    var result: [Patient.ID: Date] = [:]
    let rows = try Row.fetchCursor(db.cachedStatement(sql: sql), arguments: arguments)
    while let row = try rows.next() {
      let patient = merges.kept(try row.typedID(atIndex: 0))
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
  ) throws -> [Patient.ID: [HandoverChange]] {
    var result: [Patient.ID: [HandoverChange]] = [:]
    let rows = try Row.fetchCursor(db.cachedStatement(sql: sql), arguments: arguments)
    while let row = try rows.next() {
      let patient = merges.kept(try row.typedID(atIndex: 0))
      result[patient, default: []].append(try change(row))
    }
    return result
  }
}
