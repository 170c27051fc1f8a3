import CoreContract
import CoreDatabase
import CoreSync
import Foundation
import GRDB
import LibPatient

/// The visits of the store: appending a visit or a void (row and outbox entry in one
/// transaction), and the reads that tell which visits count (a void counts only when it names
/// a visit of its own patient, so a void pulled from a hostile peer voids nothing else).
extension CarePlanStore {
  /// SQL true for a row of `visit` (as `alias`) that counts: a visit, not a void, and not
  /// voided by a void of the same patient.
  static func counts(_ alias: String) -> String {
    """
    \(alias).voids IS NULL AND NOT EXISTS (SELECT 1 FROM visit AS void
    WHERE void.voids = \(alias).id AND void.patientID = \(alias).patientID)
    """
  }

  /// Stores a visit with its `append` entry once what it names is the patient's.
  func append(_ visit: Wire.Visit, at date: Date) async throws {
    try await writer.write { db in
      let patient = visit.patientId.text
      guard try WoundReads.patientExists(db, Patient.ID(visit.patientId)) else {
        throw WoundLookupError.patientNotFound(Patient.ID(visit.patientId))
      }
      if try VisitRecord.filter(key: visit.id.text).fetchCount(db) > 0 {
        throw RuleViolation(field: "id", reason: "is already used by another visit")
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

  /// Voids the visit `visitID`: `make` builds the void from the visit (its patient); stored
  /// with its `append` entry. Throws `WoundLookupError.visitNotFound`, or `RuleViolation`
  /// naming `voids` when the id is a void's or the visit is voided already.
  func void(
    _ visitID: Visit.ID,
    at date: Date,
    _ make: @escaping @Sendable (Wire.Visit) throws -> Wire.Visit
  ) async throws {
    try await writer.write { db in
      guard let visit = try VisitRows.wire(visitID.recordID, in: db) else {
        throw WoundLookupError.visitNotFound(visitID)
      }
      try RuleViolation.require(visit.voids == nil, "voids", "names a void, not a visit")
      let voided = try Bool.fetchOne(
        db,
        sql: "SELECT NOT (\(Self.counts("visit"))) FROM visit WHERE id = ?",
        arguments: [visitID.databaseKey]
      )
      try RuleViolation.require(voided != true, "voids", "is voided already")
      let void = try make(visit)
      try RuleViolation.require(
        void.voids == visit.id && void.patientId == visit.patientId,
        "voids",
        "must name a visit of the same patient"
      )
      if try VisitRecord.filter(key: void.id.text).fetchCount(db) > 0 {
        throw RuleViolation(field: "id", reason: "is already used by another visit")
      }
      try SyncOutbox.add(void, today: date, at: date, in: db)
      try VisitRows.insert(void, recordedAt: date, in: db)
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

  /// The patient's visits (voids left out, a voided visit carrying its void), newest first;
  /// only those made in `start..<end` when a range is given.
  func visits(of patientID: Patient.ID, from start: Date? = nil, to end: Date? = nil) async throws
    -> [Visit]
  {
    try await store.read { db in
      let members = try PatientMerges.read(db).members(of: patientID).map(\.databaseKey)
      var request = VisitRecord.filter(members.contains(Column("patientID")))
      if let start, let end {
        // A void of a day's visit may be made later: voids are read whatever their time.
        request = request.filter(
          Column("voids") != nil || (Column("visitedAt") >= start && Column("visitedAt") < end)
        )
      }
      let records = try request.order(Column("visitedAt").desc, Column("id")).fetchAll(db)
      let wires = try VisitRows.wires(records, in: db)
      var voids: [RecordID: Wire.Visit] = [:]
      for void in wires.reversed() where void.voids != nil {
        // The first void counts: two nurses voiding one visit offline voided it once.
        voids[void.voids!] = voids[void.voids!] ?? void
      }
      return wires.filter { $0.voids == nil }.map { wire in
        var visit = CarePlanAdapter.visit(from: wire)
        visit.voided = voids[wire.id].map(CarePlanAdapter.void(from:))
        return visit
      }
    }
  }

  /// The patient's assessments (current ones, not corrected since) and Bradens taken in
  /// `start..<end`, oldest first, each saying whether a visit that counts names it.
  func linkable(of patientID: Patient.ID, from start: Date, to end: Date) async throws
    -> [VisitLinkable]
  {
    try await store.read { db in
      let linked = """
        SELECT visit_item.targetID FROM visit_item JOIN visit ON visit.id = visit_item.visitID
        WHERE visit_item.kind = ? AND \(Self.counts("visit"))
        """
      enum AssessmentColumn: Int, SelectedColumn { case id, site, takenAt, takenBy, isLinked }
      enum BradenColumn: Int, SelectedColumn { case id, total, assessedAt, assessedBy, isLinked }
      var result: [VisitLinkable] = []
      let assessments = try db.makeStatement(
        sql: """
          SELECT assessment.id, wound.site, assessment.takenAt, assessment.takenBy,
          assessment.id IN (\(linked)) AS isLinked
          FROM assessment JOIN wound ON wound.id = assessment.woundID
          WHERE wound.patientID = ? AND assessment.takenAt >= ? AND assessment.takenAt < ?
          AND assessment.id NOT IN (SELECT supersedes FROM assessment WHERE supersedes IS NOT NULL)
          ORDER BY assessment.takenAt, assessment.id
          """
      )
      let assessmentArguments: StatementArguments = [
        VisitItemRecord.Kind.assessment.rawValue, patientID.databaseKey, start, end,
      ]
      try AssessmentColumn.forEach(assessments, arguments: assessmentArguments) { row in
        guard let site = BodySite(rawValue: try row[.site]) else { return }
        result.append(
          VisitLinkable(
            id: .assessment(try row.id(.id)),
            kind: .assessment(site: site),
            takenAt: try row[.takenAt],
            takenBy: try row[.takenBy],
            isLinked: try row[.isLinked]
          )
        )
      }
      let bradens = try db.makeStatement(
        sql: """
          SELECT id, sensoryPerception + moisture + activity + mobility + nutrition
          + frictionShear AS total, assessedAt, assessedBy, id IN (\(linked)) AS isLinked FROM braden
          WHERE patientID = ? AND assessedAt >= ? AND assessedAt < ? ORDER BY assessedAt, id
          """
      )
      let bradenArguments: StatementArguments = [
        VisitItemRecord.Kind.braden.rawValue, patientID.databaseKey, start, end,
      ]
      try BradenColumn.forEach(bradens, arguments: bradenArguments) { row in
        result.append(
          VisitLinkable(
            id: .braden(try row.id(.id)),
            kind: .braden(total: try row[.total]),
            takenAt: try row[.assessedAt],
            takenBy: try row[.assessedBy],
            isLinked: try row[.isLinked]
          )
        )
      }
      return result.sorted { $0.takenAt < $1.takenAt }
    }
  }
}
