import CoreDatabase
import CoreSync
import GRDB

/// LibPatient's migrations: the frozen ones, then those of its synced kinds (`SyncedSchema`):
/// a kind added to `PatientSync.kinds` brings its table with it. A shipped migration is never
/// edited: change the schema in a new one.
///
/// `sync.v1` (the change-log cursor), which LibPatient used to register between `patient.v1`
/// and `patient.v2`, is CoreDatabase's now, with the other sync tables: a store that ran it
/// keeps it under the same name.
enum PatientSchema {
  static let migrations = SyncedSchema.migrations(frozen: frozen, kinds: PatientSync.kinds)

  /// Written once each, in the order stores applied them (`patient.v7` is ABPI's table, made
  /// before kinds carried theirs); a new one goes at the end.
  static let frozen: [Migration] = [v1, v2, v3, v4, v5, v6, v7, v8, v9]

  /// `patient.v8`: her answer about wound photos (docs/clinical-rules.md, "Photo consent"),
  /// null for every patient before: never asked.
  static let v8 = Migration("patient.v8") { db in
    try db.alter(table: "patient") { table in
      table.add(column: "photoConsentStatus", .text)
      table.add(column: "photoConsentOn", .text)
      table.add(column: "photoConsentBy", .text)
      table.add(column: "photoConsentScope", .text)
    }
  }

  /// `patient.v6`: a search finds a patient by her address and phone too (the phone's digits
  /// however it is written), so every stored search key is written again with them.
  static let v6 = Migration("patient.v6") { db in
    let rows = try Row.fetchAll(
      db,
      sql: "SELECT id, givenName, familyName, identifier, address, phone FROM patient"
    )
    let update = try db.makeStatement(sql: "UPDATE patient SET searchKey = ? WHERE id = ?")
    for row in rows {
      let key = SearchFolding.searchKey(
        givenName: row["givenName"],
        familyName: row["familyName"],
        identifier: row["identifier"],
        address: row["address"],
        phone: row["phone"]
      )
      try update.execute(arguments: [key, row["id"] as String])
    }
  }

  /// `patient.v5`: who assessed a Braden scale, so charting is traceable to a person (null for
  /// the assessments recorded before).
  static let v5 = Migration("patient.v5") { db in
    try db.alter(table: "braden") { table in table.add(column: "assessedBy", .text) }
  }

  /// A local change the server refused as stale, kept beside the server's version until the
  /// nurse keeps one of them. No foreign key: a patient the feed removes must not take the
  /// nurse's change with her.
  static let v2 = Migration("patient.v2") { db in
    try db.create(table: "conflicts") { table in
      table.primaryKey("id", .text)
      table.column("patientID", .text).notNull()
      // The nurse's version, as the outbox payload carried it.
      table.column("mine", .blob).notNull()
      // The server's version when it refused the change.
      table.column("theirs", .blob).notNull()
      table.column("createdAt", .datetime).notNull()
    }
    try db.create(index: "conflicts_on_patient", on: "conflicts", columns: ["patientID"])
  }

  static let v1 = Migration("patient.v1") { db in
    try db.create(table: "patient") { table in
      table.primaryKey("id", .text)
      table.column("givenName", .text).notNull()
      table.column("familyName", .text).notNull()
      table.column("birthDate", .text).notNull()
      table.column("sex", .text).notNull()
      table.column("address", .text)
      table.column("phone", .text)
      table.column("identifier", .text)
      table.column("physicianName", .text)
      table.column("physicianPhone", .text)
      table.column("allergies", .text).notNull()
      table.column("notes", .text)
      table.column("status", .text).notNull()
      table.column("version", .integer)
      table.column("createdAt", .datetime).notNull()
      table.column("updatedAt", .datetime).notNull()
      table.column("givenNameKey", .text).notNull()
      table.column("familyNameKey", .text).notNull()
      table.column("searchKey", .text).notNull()
    }
    // The list filters on status and sorts by the folded names then id, all read from this
    // index with no sorting step. `searchKey` rides along so that a search (an infix LIKE,
    // which no B-tree can seek) is checked on the narrow index entries, in list order,
    // before SQLite reads a whole row.
    try db.create(
      index: "patient_on_status_name_search",
      on: "patient",
      columns: ["status", "familyNameKey", "givenNameKey", "id", "searchKey"]
    )

    try db.create(table: "braden") { table in
      table.primaryKey("id", .text)
      // Nothing is ever deleted, so a patient with assessments cannot disappear under them.
      table.column("patientID", .text).notNull()
        .references("patient", onDelete: .restrict)
      table.column("assessedAt", .datetime).notNull()
      for subscale in ["sensoryPerception", "moisture", "activity", "mobility", "nutrition"] {
        table.column(subscale, .integer).notNull().check { (1...4).contains($0) }
      }
      table.column("frictionShear", .integer).notNull().check { (1...3).contains($0) }
      table.column("recordedAt", .datetime).notNull()
    }
    // Latest assessment per patient, and a patient's history newest first.
    try db.create(
      index: "braden_on_patient_assessed",
      on: "braden",
      columns: ["patientID", "assessedAt"]
    )
  }
}
