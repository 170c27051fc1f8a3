import CoreDatabase
import GRDB

/// `wound.visit.v3`: how a visit ended, the day a deceased patient died, and when the nurse
/// opened the visit (`Wire.Visit.outcome`, `deceasedOn`, `startedAt`). Null on the visits
/// recorded before, which were done and have no start.
enum VisitOutcomeSchema {
  static let migration = Migration("wound.visit.v3") { db in
    try db.alter(table: "visit") { table in
      table.add(column: "outcome", .text)
      table.add(column: "deceasedOn", .text)
      table.add(column: "startedAt", .datetime)
    }
  }
}
