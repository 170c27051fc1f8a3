import CoreDatabase
import GRDB

/// `wound.plan.v1`: care plans, visits and the nurse's saved round order (docs/care-plans.md).
/// Named apart from `wound.vN` so it never takes a number another change of LibWound needs.
///
/// A plan and a visit leave with what they hang under: a wound's or a patient's erasure
/// cascades to them. Visit items name wounds, assessments and Bradens by id without a foreign
/// key: a visit pulled before a colleague's assessment it names is still a visit.
enum CarePlanSchema {
  static let migration = Migration("wound.plan.v1") { db in
    try db.create(table: "care_plan") { table in
      // The plan's id is its wound's: one plan a wound.
      table.primaryKey("id", .text).references("wound", onDelete: .cascade)
      table.column("startsOn", .text).notNull()
      table.column("cleansing", .text)
      table.column("primaryDressing", .text).notNull()
      table.column("secondaryDressing", .text)
      table.column("changeEveryDays", .integer)
      // Comma-separated weekday names, Monday first.
      table.column("changeWeekdays", .text)
      table.column("assessEveryDays", .integer).notNull()
      table.column("referringNurse", .text)
      table.column("version", .integer)
      table.column("createdAt", .datetime).notNull()
      table.column("updatedAt", .datetime).notNull()
    }
    try db.create(table: "visit") { table in
      table.primaryKey("id", .text)
      table.column("patientID", .text).notNull().references("patient", onDelete: .cascade)
      table.column("visitedAt", .datetime).notNull()
      table.column("visitedBy", .text)
      table.column("note", .text)
      table.column("recordedAt", .datetime).notNull()
    }
    try db.create(index: "visit_on_patient", on: "visit", columns: ["patientID", "visitedAt"])
    try db.create(table: "visit_item") { table in
      table.column("visitID", .text).notNull().references("visit", onDelete: .cascade)
      // `dressing` (a wound), `assessment` or `braden`.
      table.column("kind", .text).notNull()
      table.column("targetID", .text).notNull()
      table.column("position", .integer).notNull()
      table.primaryKey(["visitID", "kind", "targetID"])
    }
    // The round's "last dressing change of each wound".
    try db.create(index: "visit_item_on_target", on: "visit_item", columns: ["kind", "targetID"])
    // The nurse's own order for a day, never synced: her round is hers.
    try db.create(table: "round_order") { table in
      table.column("day", .text).notNull()
      table.column("patientID", .text).notNull().references("patient", onDelete: .cascade)
      table.column("position", .integer).notNull()
      table.primaryKey(["day", "patientID"])
    }
  }

  /// `wound.plan.v2`: who wrote a plan or last changed it, so a plan change is traceable to a
  /// person like an assessment (null for the plans written before).
  static let author = Migration("wound.plan.v2") { db in
    try db.alter(table: "care_plan") { table in table.add(column: "updatedBy", .text) }
  }

  /// `wound.plan.v3`: the compression a plan puts on the wound's leg and the specialist's
  /// advice it follows (docs/clinical-rules.md "Compression"); null for none, as before.
  static let compression = Migration("wound.plan.v3") { db in
    try db.alter(table: "care_plan") { table in
      table.add(column: "compressionLevel", .text)
      table.add(column: "advisedBy", .text)
      table.add(column: "advisedOn", .text)
    }
  }
}
