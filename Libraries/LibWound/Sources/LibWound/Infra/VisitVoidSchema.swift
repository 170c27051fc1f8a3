import CoreDatabase
import GRDB

/// `wound.visit.v2`: a visit may void another (`Wire.Visit.voids`), recorded by mistake. The
/// void is a row of `visit` like any visit (it syncs on the same path), naming the visit it
/// voids; a voided visit stays, counting for nothing. Named apart from `wound.vN` and
/// `wound.plan.vN` so it never takes a number another change of LibWound needs.
enum VisitVoidSchema {
  static let migration = Migration("wound.visit.v2") { db in
    try db.alter(table: "visit") { table in
      // A void pulled before the visit it names fails here and is parked until the visit
      // arrives; an erased visit takes its voids along.
      table.add(column: "voids", .text).references("visit", onDelete: .cascade)
    }
    try db.create(index: "visit_on_voids", on: "visit", columns: ["voids"])
  }
}
