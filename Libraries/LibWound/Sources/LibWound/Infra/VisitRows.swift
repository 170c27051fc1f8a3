import CoreContract
import Foundation
import GRDB
import LibPatient

/// A visit's rows: `visit` and its `visit_item`s, written and read together.
enum VisitRows {
  /// Inserts the visit and its items; a visit already here is left as it is (append-only).
  static func insert(_ visit: Wire.Visit, recordedAt: Date, in db: Database) throws {
    guard try VisitRecord.filter(key: visit.id.text).fetchCount(db) == 0 else { return }
    try VisitRecord(
      id: visit.id.text,
      patientID: visit.patientId.text,
      visitedAt: visit.visitedAt,
      visitedBy: visit.visitedBy,
      note: visit.note,
      recordedAt: recordedAt,
      voids: visit.voids?.text,
      outcome: visit.outcome?.rawValue,
      deceasedOn: visit.deceasedOn,
      startedAt: visit.startedAt
    ).insertRow(db)
    let groups: [(VisitItemRecord.Kind, [RecordID])] = [
      (.dressing, visit.dressingsChanged), (.assessment, visit.assessments),
      (.braden, visit.bradens),
    ]
    for (kind, ids) in groups {
      for (position, id) in ids.enumerated() {
        try VisitItemRecord(
          visitID: visit.id.text,
          kind: kind.rawValue,
          targetID: id.text,
          position: position
        ).insertRow(db)
      }
    }
  }

  /// The stored visit `id` as the wire spells it, or nil.
  static func wire(_ id: RecordID, in db: Database) throws -> Wire.Visit? {
    guard let record = try VisitRecord.fetchOne(db, key: id.text) else { return nil }
    return try wires([record], in: db).first
  }

  /// The visits of `records`, with their items, in the records' order.
  static func wires(_ records: [VisitRecord], in db: Database) throws -> [Wire.Visit] {
    let items = try VisitItemRecord.filter(records.map(\.id).contains(Column("visitID")))
      .order(Column("position"))
      .fetchAll(db)
    let byVisit = Dictionary(grouping: items, by: \.visitID)
    return records.compactMap { record in
      guard let id = RecordID(record.id), let patient = RecordID(record.patientID) else {
        return nil
      }
      let mine = byVisit[record.id] ?? []
      func ids(_ kind: VisitItemRecord.Kind) -> [RecordID] {
        mine.filter { $0.kind == kind.rawValue }.compactMap { RecordID($0.targetID) }
      }
      return Wire.Visit(
        id: id,
        patientId: patient,
        visitedAt: record.visitedAt,
        visitedBy: record.visitedBy,
        dressingsChanged: ids(.dressing),
        assessments: ids(.assessment),
        bradens: ids(.braden),
        note: record.note,
        voids: record.voids.flatMap(RecordID.init),
        outcome: record.outcome.flatMap(VisitOutcome.init(rawValue:)),
        deceasedOn: record.deceasedOn,
        startedAt: record.startedAt
      )
    }
  }
}
