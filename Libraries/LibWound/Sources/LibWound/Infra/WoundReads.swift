import CoreContract
import Foundation
import GRDB

/// The reads shared by the cache's methods and its observation, inside a database access.
enum WoundReads {
  static func patientExists(_ db: Database, _ id: UUID) throws -> Bool {
    try Bool.fetchOne(
      db,
      sql: "SELECT EXISTS(SELECT 1 FROM patient WHERE id = ?)",
      arguments: [id.databaseKey]
    ) ?? false
  }

  static func woundRecord(_ db: Database, _ id: UUID) throws -> WoundRecord? {
    try WoundRecord.fetchOne(db, key: id.databaseKey)
  }

  static func history(_ db: Database, _ id: UUID) throws -> WoundHistory? {
    try histories(db, WoundRecord.filter(key: id.databaseKey)).first
  }

  static func histories(_ db: Database, ofPatient patientID: UUID) throws -> [WoundHistory] {
    try histories(db, WoundRecord.filter(Column("patientID") == patientID.databaseKey))
  }

  static func openHistories(_ db: Database) throws -> [WoundHistory] {
    try histories(db, WoundRecord.filter(Column("status") == Wire.Wound.Status.open.rawValue))
  }

  /// The wounds `wounds` selects with their assessments (oldest first) and each assessment's
  /// photos (in the order attached), in three queries whatever the number of wounds.
  ///
  /// The assessments and photos are selected by subqueries, never by a list of ids: a list
  /// of every open wound's assessments passes SQLite's limit on bound variables.
  static func histories(
    _ db: Database,
    _ wounds: QueryInterfaceRequest<WoundRecord>
  ) throws -> [WoundHistory] {
    let records = try wounds.fetchAll(db)
    let assessments = AssessmentRecord.filter(
      wounds.select(Column("id")).contains(Column("woundID"))
    )
    let assessmentRecords =
      try assessments
      .order(Column("takenAt"), Column("recordedAt"), Column("id"))
      .fetchAll(db)
    let attachments =
      try AssessmentPhotoRecord
      .filter(assessments.select(Column("id")).contains(Column("assessmentID")))
      .order(Column("attachedAt"), Column("photoID"))
      .fetchAll(db)
    let photosByAssessment = Dictionary(grouping: attachments, by: \.assessmentID)
    var assessmentsByWound: [UUID: [Assessment]] = [:]
    for record in assessmentRecords {
      let photoIDs = (photosByAssessment[record.id] ?? []).map(\.photoID)
      let assessment = try AssessmentAdapter.assessment(from: record, photoIDs: photoIDs)
      assessmentsByWound[record.woundID, default: []].append(assessment)
    }
    return try records.map { record in
      WoundHistory(
        wound: try WoundAdapter.wound(from: record),
        assessments: assessmentsByWound[record.id] ?? []
      )
    }
  }
}
