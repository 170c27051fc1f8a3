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
      SELECT patientID, MAX(visitedAt) AS latest FROM visit
      WHERE visitedBy = ? AND (outcome IS NULL OR outcome = 'done')
      AND \(CarePlanStore.counts("visit")) GROUP BY patientID
      """
    return try latest(db, sql, [nurse], merges: merges)
  }

  /// The nurse's last look at each patient's handover.
  static func lastSeen(_ db: Database, nurse: String, merges: PatientMerges) throws -> [Patient.ID:
    Date]
  {
    let sql = """
      SELECT patientId, MAX(seenAt) AS latest FROM handoverSeen WHERE nurse = ? GROUP BY patientId
      """
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
        SELECT \(WoundReads.GlanceColumn.list()), takenBy FROM assessment WHERE woundID = ?
        ORDER BY takenAt, recordedAt, id
        """
    )
    let (columns, author) = (
      try ColumnIndexes<WoundReads.GlanceColumn>(statement),
      try statement.columnIndex(named: "takenBy")
    )
    return try wounds.map { record in
      var glances: [AssessmentGlance] = []
      var takenBy: [Assessment.ID: String] = [:]
      let rows = try Row.fetchCursor(statement, arguments: [record.id.text])
      while let row = try rows.next() {
        let glance = try WoundReads.glance(SelectedRow(row, columns))
        glances.append(glance)
        if let author = try row.decode(String?.self, atIndex: author) {
          takenBy[glance.id] = author
        }
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
    enum Column: Int, PatientColumn {
      case patientID, id, site, primaryDressing, createdAt, updatedAt, updatedBy
    }
    return try grouped(db, sql, [after, nurse], merges: merges) { (row: SelectedRow<Column>) in
      let updatedAt: Date = try row[.updatedAt]
      return HandoverChange(
        at: updatedAt,
        by: try row[.updatedBy],
        event: .plan(
          woundID: try row.id(.id),
          site: try row.value(.site, BodySite.init(rawValue:)),
          primaryDressing: try row[.primaryDressing],
          isNew: try row[.createdAt] as Date == updatedAt
        )
      )
    }
  }

  /// Braden assessments after `after` by anyone but `nurse`, by patient.
  static func bradens(_ db: Database, after: Date, nurse: String, merges: PatientMerges) throws
    -> [Patient.ID: [HandoverChange]]
  {
    enum Column: Int, PatientColumn {
      case patientID, assessedAt, assessedBy, sensoryPerception, moisture, activity, mobility
      case nutrition, frictionShear
    }
    let sql = """
      SELECT \(Column.list()) FROM braden
      WHERE assessedAt > ? AND (assessedBy IS NULL OR assessedBy <> ?)
      """
    return try grouped(db, sql, [after, nurse], merges: merges) { (row: SelectedRow<Column>) in
      let scores = BradenScores(
        sensoryPerception: try row[.sensoryPerception],
        moisture: try row[.moisture],
        activity: try row[.activity],
        mobility: try row[.mobility],
        nutrition: try row[.nutrition],
        frictionShear: try row[.frictionShear]
      )
      return HandoverChange(
        at: try row[.assessedAt],
        by: try row[.assessedBy],
        event: .braden(total: scores.total, risk: scores.risk)
      )
    }
  }

  /// ABPI measurements after `after` by anyone but `nurse`, by patient.
  static func abpis(_ db: Database, after: Date, nurse: String, merges: PatientMerges) throws
    -> [Patient.ID: [HandoverChange]]
  {
    enum Column: Int, PatientColumn {
      case patientID, measuredAt, measuredBy, id, brachialLeft, brachialRight
      case leftDorsalisPedis, leftPosteriorTibial, rightDorsalisPedis, rightPosteriorTibial
    }
    let sql = """
      SELECT \(Column.list()) FROM abpi
      WHERE measuredAt > ? AND (measuredBy IS NULL OR measuredBy <> ?)
      """
    return try grouped(db, sql, [after, nurse], merges: merges) { (row: SelectedRow<Column>) in
      let measurement = ABPIMeasurement(
        id: try row.id(.id),
        patientID: try row.id(.patientID),
        measuredAt: try row[.measuredAt],
        measuredBy: try row[.measuredBy],
        brachial: ArmPressures(left: try row[.brachialLeft], right: try row[.brachialRight]),
        left: .taken(
          dorsalisPedis: try row[.leftDorsalisPedis],
          posteriorTibial: try row[.leftPosteriorTibial]
        ),
        right: .taken(
          dorsalisPedis: try row[.rightDorsalisPedis],
          posteriorTibial: try row[.rightPosteriorTibial]
        )
      )
      return HandoverChange(
        at: measurement.measuredAt,
        by: measurement.measuredBy,
        event: .abpi(measurement)
      )
    }
  }

  /// The columns of a select that groups by patient.
  protocol PatientColumn: SelectedColumn { static var patientID: Self { get } }

  /// The columns of a patient's latest instant.
  private enum LatestColumn: Int, PatientColumn { case patientID, latest }

  private static func latest(
    _ db: Database,
    _ sql: String,
    _ arguments: StatementArguments,
    merges: PatientMerges
  ) throws -> [Patient.ID: Date] {
    var result: [Patient.ID: Date] = [:]
    try LatestColumn.forEach(db.cachedStatement(sql: sql), arguments: arguments) { row in
      let patient = merges.kept(try row.id(.patientID))
      let date: Date = try row[.latest]
      result[patient] = max(result[patient] ?? date, date)
    }
    return result
  }

  private static func grouped<Column: PatientColumn>(
    _ db: Database,
    _ sql: String,
    _ arguments: StatementArguments,
    merges: PatientMerges,
    _ change: (SelectedRow<Column>) throws -> HandoverChange
  ) throws -> [Patient.ID: [HandoverChange]] {
    var result: [Patient.ID: [HandoverChange]] = [:]
    try Column.forEach(db.cachedStatement(sql: sql), arguments: arguments) { row in
      let patient = merges.kept(try row.id(.patientID))
      result[patient, default: []].append(try change(row))
    }
    return result
  }
}
