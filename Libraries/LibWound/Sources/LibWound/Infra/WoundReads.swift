import CoreContract
import CoreDatabase
import Foundation
import GRDB
import LibPatient

/// The reads shared by the cache's methods and its observation, inside a database access.
enum WoundReads {
  static func patientExists(_ db: Database, _ id: Patient.ID) throws -> Bool {
    try Bool.fetchOne(
      db,
      sql: "SELECT EXISTS(SELECT 1 FROM patient WHERE id = ?)",
      arguments: [id.databaseKey]
    ) ?? false
  }

  /// The patient a wound, or the wound of an assessment, belongs to; nil when it names none.
  static func patientID(_ db: Database, owning id: some TypedStoredID & Sendable) throws -> Patient
    .ID?
  {
    let text = try String.fetchOne(
      db,
      sql: """
        SELECT patientID FROM wound WHERE id = ?1
        UNION ALL
        SELECT wound.patientID FROM assessment JOIN wound ON wound.id = assessment.woundID
        WHERE assessment.id = ?1
        LIMIT 1
        """,
      arguments: [id.databaseKey]
    )
    return text.flatMap { Patient.ID(uuidString: $0) }
  }

  static func wound(_ db: Database, _ id: Wound.ID) throws -> Wire.Wound? {
    try WoundRow.fetchOne(db, key: id.databaseKey)?.record
  }

  static func history(_ db: Database, _ id: Wound.ID) throws -> WoundHistory? {
    try histories(db, where: "id = ?", [id.databaseKey]).first
  }

  /// The wounds of the patient and of every patient merged into her.
  static func histories(_ db: Database, ofPatient patientID: Patient.ID) throws -> [WoundHistory] {
    let kept = try PatientMerges.read(db).kept(patientID).databaseKey
    return try histories(db, where: PatientMerges.members(of: "patientID"), [kept, kept])
  }

  static func openHistories(_ db: Database) throws -> [WoundHistory] {
    try histories(db, where: "status = ?", [Wire.Wound.Status.open.rawValue])
  }

  /// The wounds `condition` selects with their assessments (oldest first) and each
  /// assessment's photos (in the order attached), in four queries whatever the number of
  /// wounds.
  ///
  /// The assessments are selected by a subquery and the photos by a join on them, never by
  /// a list of ids: a list of every open wound's assessments passes SQLite's limit on bound
  /// variables. (The photos by `assessmentID IN (subquery)` listed a thousand assessments
  /// first, then looked each up, even for a wound with no photo.)
  /// The SQL is written out rather than built by GRDB's query interface, which asks the
  /// schema for each table's primary key before a first read (a cost a one-shot command pays
  /// in full).
  static func histories(
    _ db: Database,
    where condition: String,
    _ arguments: StatementArguments
  ) throws -> [WoundHistory] {
    let wounds = "SELECT id FROM wound WHERE \(condition)"
    let records = try WoundRow.fetchAll(
      db.cachedStatement(sql: "SELECT * FROM wound WHERE \(condition)"),
      arguments: arguments
    ).map(\.record)
    // The photos first, so that each assessment row becomes its domain value as the cursor
    // reads it: an array of a thousand records, grown by doubling, then converted, touched
    // fresh memory twice over (each new page a fault, most of a one-shot read's kernel time).
    let attachments = try AssessmentPhotoRecord.fetchAll(
      db.cachedStatement(
        sql: """
          SELECT assessment_photo.* FROM assessment_photo
          JOIN assessment ON assessment.id = assessment_photo.assessmentID
          WHERE assessment.woundID IN (\(wounds))
          ORDER BY assessment_photo.attachedAt, assessment_photo.photoID
          """
      ),
      arguments: arguments
    )
    let photosByAssessment = Dictionary(grouping: attachments, by: \.assessmentID)
    // Each wound's array made once at its size: grown by doubling, a thousand visits are
    // copied ten times into fresh pages.
    enum Count: Int, SelectedColumn { case woundID, assessments }
    var assessmentsByWound: [Wound.ID: [Assessment]] = [:]
    let counts = try db.cachedStatement(
      sql: """
        SELECT woundID, COUNT(*) AS assessments FROM assessment WHERE woundID IN (\(wounds))
        GROUP BY woundID
        """
    )
    try Count.forEach(counts, arguments: arguments) { row in
      var assessments: [Assessment] = []
      assessments.reserveCapacity(try row[.assessments])
      assessmentsByWound[try row.id(.woundID)] = assessments
    }
    try AssessmentRecord.fetchCursor(
      db.cachedStatement(
        sql: """
          SELECT * FROM assessment
          WHERE woundID IN (\(wounds)) ORDER BY takenAt, recordedAt, id
          """
      ),
      arguments: arguments
    ).forEach { record in
      let photoIDs = (photosByAssessment[record.id] ?? []).map(\.photoID)
      let assessment = try AssessmentAdapter.assessment(from: record, photoIDs: photoIDs)
      assessmentsByWound[Wound.ID(rawValue: record.woundID), default: []].append(assessment)
    }
    return try records.map { record in
      WoundHistory(
        wound: try WoundAdapter.wound(from: record),
        assessments: assessmentsByWound[Wound.ID(record.id)] ?? []
      )
    }
  }
}
