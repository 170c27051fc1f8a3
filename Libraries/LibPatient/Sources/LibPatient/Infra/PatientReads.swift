import CoreDatabase
import Foundation
import GRDB

/// The reads behind the cache's queries, on a `Database` so that a one-off read and the list
/// observation run exactly the same SQL.
enum PatientReads {
  static func exists(_ db: Database, _ id: Patient.ID) throws -> Bool {
    try PatientRecord.filter(key: id.databaseKey).fetchCount(db) > 0
  }

  static func record(_ db: Database, _ id: Patient.ID) throws -> PatientRecord? {
    try PatientRecord.filter(key: id.databaseKey).fetchOne(db)
  }

  /// Every patient's identity, read by column name from the patient table; a patient merged
  /// into another is none of them.
  static func identities(_ db: Database) throws -> [PatientIdentity] {
    typealias Column = PatientRecord.IdentityColumn
    let sql = """
      SELECT \(Column.list()) FROM patient WHERE id NOT IN (SELECT id FROM \(PatientMerges.view))
      """
    var identities: [PatientIdentity] = []
    try Column.forEach(db.makeStatement(sql: sql)) { row in
      identities.append(
        PatientIdentity(
          id: try row.id(.id),
          givenName: try row[.givenName],
          familyName: try row[.familyName],
          birthDate: try row.value(.birthDate) { CalendarDate($0 as String) },
          phone: try row[.phone],
          identifier: try row[.identifier],
          status: try row.value(.status, PatientStatus.init(rawValue:))
        )
      )
    }
    return identities
  }

  static func patient(_ db: Database, _ id: Patient.ID) throws -> Patient? {
    guard let record = try record(db, id) else { return nil }
    let latest = try latestBradens(db, of: [id])[id]
    return try PatientAdapter.patient(from: record, latestBraden: latest)
  }

  static func summaries(_ db: Database, matching query: PatientListQuery) throws
    -> [PatientSummary]
  {
    // A patient merged into another leaves every list.
    var conditions: [String] = ["id NOT IN (SELECT id FROM \(PatientMerges.view))"]
    var arguments: StatementArguments = []
    if let status = query.status {
      conditions.append("status = ?")
      arguments += [status.rawValue]
    }
    // Every word must appear somewhere, so "dupont zoe" finds Zoë Dupont as "zoe dupont" does;
    // a word that can be an id's first characters also finds the patient whose id starts so.
    for term in SearchFolding.terms(of: query.search ?? "") {
      let contains = SearchFolding.containsPattern(term)
      if let prefix = SearchFolding.idPrefixPattern(term) {
        conditions.append(#"(searchKey LIKE ? ESCAPE '\' OR id LIKE ?)"#)
        arguments += [contains, prefix]
      } else {
        conditions.append(#"searchKey LIKE ? ESCAPE '\'"#)
        arguments += [contains]
      }
    }
    // Only the columns a summary shows: decoding whole records (allergies' JSON, dates, every
    // optional text) took most of the list's time at 10,000 patients.
    // Each summary is made from the cursor's row as SQLite steps, without copying the row.
    // The SQL is written out: GRDB's query interface asks the schema for the table's primary
    // key before a first read, which a one-shot command such as `patient list` pays in full.
    let filter = "WHERE " + conditions.joined(separator: " AND ")
    typealias Column = PatientRecord.SummaryColumn
    let statement = try db.makeStatement(
      sql: "SELECT \(Column.list()) FROM patient \(filter) ORDER BY familyNameKey, givenNameKey, id"
    )
    var summaries: [PatientSummary] = []
    try Column.forEach(statement, arguments: arguments) { row in
      summaries.append(try PatientAdapter.summary(row: row, latestBraden: nil))
    }
    let latest = try latestBradens(db, of: summaries.map(\.id))
    // Most patients have no Braden yet: no lookup, no hashing of their ids, when none has.
    guard !latest.isEmpty else { return summaries }
    for index in summaries.indices {
      summaries[index].latestBraden = latest[summaries[index].id]
    }
    return summaries
  }

  /// Her assessments and those of every patient merged into her, newest first.
  static func bradenHistory(_ db: Database, of patientID: Patient.ID) throws -> [BradenAssessment] {
    let members = try PatientMerges.read(db).members(of: patientID).map(\.databaseKey)
    return
      try BradenRecord
      .filter(members.contains(BradenRecord.Columns.patientID))
      .order(BradenRecord.Columns.assessedAt.desc, Column.rowID.desc)
      .fetchAll(db)
      .map(PatientAdapter.assessment(from:))
  }

  /// Each patient's newest assessment, hers or a patient's merged into her. Two recorded for
  /// the same instant: the later recorded one wins (the higher rowid), so a correction
  /// entered afterwards is the one shown.
  static func latestBradens(_ db: Database, of patientIDs: [Patient.ID]) throws
    -> [Patient.ID: BradenAssessment]
  {
    guard !patientIDs.isEmpty else { return [:] }
    let merges = try PatientMerges.read(db)
    guard merges.keptIDs.isEmpty else {
      let latest = try latestBradensByID(db, of: patientIDs.flatMap(merges.members(of:)))
      var kept: [Patient.ID: BradenAssessment] = [:]
      for (id, assessment) in latest {
        let patient = merges.kept(id)
        if let other = kept[patient],
          (other.assessedAt, other.id.uuidString) >= (
            assessment.assessedAt, assessment.id.uuidString
          )
        {
          continue
        }
        kept[patient] = assessment
      }
      return kept
    }
    return try latestBradensByID(db, of: patientIDs)
  }

  /// Each patient id's newest assessment, by the id it was recorded under.
  private static func latestBradensByID(_ db: Database, of patientIDs: [Patient.ID]) throws
    -> [Patient.ID: BradenAssessment]
  {
    // A long list asks for every patient's latest at once rather than naming thousands of ids.
    // Written out, as the list's select is (no schema lookup before the first read).
    var sql = """
      SELECT * FROM braden WHERE braden.rowid = (
        SELECT latest.rowid FROM braden AS latest
        WHERE latest.patientID = braden.patientID
        ORDER BY latest.assessedAt DESC, latest.rowid DESC
        LIMIT 1)
      """
    var arguments: StatementArguments = []
    if patientIDs.count <= 500 {
      let marks = Array(repeating: "?", count: patientIDs.count).joined(separator: ", ")
      sql += " AND patientID IN (\(marks))"
      arguments = StatementArguments(patientIDs.map(\.databaseKey))
    }
    let records = try BradenRecord.fetchAll(db, sql: sql, arguments: arguments)
    return Dictionary(
      records.map(PatientAdapter.assessment(from:)).map { ($0.patientID, $0) },
      uniquingKeysWith: { first, _ in first }
    )
  }

  static func ids(_ db: Database, withPrefix prefix: IDPrefix) throws -> [Patient.ID] {
    try prefix.typedIDs(in: PatientRecord.databaseTableName, db)
  }
}
