import CoreDatabase
import GRDB

/// LibWound's frozen migrations, run after LibPatient's (a wound references a patient). A
/// shipped migration is never edited: change the schema in a new one
/// (`wound.v2`: a patient's erasure takes her wounds; `wound.v3`: the old sync's outbox rows;
/// `wound.v4`: a site's clock position; `wound.v5`: the photos no assessment names), then a
/// derived column for each field of the wound record that they do not have.
enum WoundSchema {
  /// The frozen ones, then a column per field of `Wire.Wound` that they did not make: a new
  /// optional field needs no migration of its own.
  static let migrations: [Migration] = frozen + WoundRow.columnMigrations

  /// Written once each; a new one goes at the end.
  private static let frozen: [Migration] = [
    Migration("wound.v1") { db in
      try db.create(table: "wound") { table in
        table.primaryKey("id", .text)
        // Nothing is ever deleted, so a patient with wounds cannot disappear under them.
        table.column("patientID", .text).notNull().references("patient", onDelete: .restrict)
        table.column("openedOn", .text).notNull()
        table.column("openedBy", .text)
        table.column("type", .text).notNull()
        table.column("site", .text).notNull()
        table.column("description", .text)
        table.column("stage", .text)
        table.column("status", .text).notNull()
        table.column("healedOn", .text)
        table.column("closedReason", .text)
        table.column("version", .integer)
        table.column("createdAt", .datetime).notNull()
        table.column("updatedAt", .datetime).notNull()
      }
      // A patient's wounds; the alerts read the open ones.
      try db.create(index: "wound_on_patient", on: "wound", columns: ["patientID", "status"])
      try db.create(index: "wound_on_status", on: "wound", columns: ["status"])

      try db.create(table: "assessment") { table in
        table.primaryKey("id", .text)
        table.column("woundID", .text).notNull().references("wound", onDelete: .restrict)
        table.column("takenAt", .datetime).notNull()
        table.column("takenBy", .text)
        table.column("lengthTenths", .integer).notNull()
        table.column("widthTenths", .integer).notNull()
        table.column("depthTenths", .integer)
        table.column("underminingClock", .integer)
        table.column("underminingDepthTenths", .integer)
        table.column("tunnellingClock", .integer)
        table.column("tunnellingDepthTenths", .integer)
        for tissue in ["epithelial", "granulation", "slough", "necrotic"] {
          table.column(tissue, .integer).notNull().check { (0...100).contains($0) }
        }
        table.column("exudateAmount", .text).notNull()
        table.column("exudateType", .text)
        table.column("periwound", .text).notNull()
        table.column("odour", .boolean).notNull()
        table.column("pain", .integer)
        table.column("infectionSigns", .text).notNull()
        table.column("dressing", .text)
        table.column("notes", .text)
        table.column("supersedes", .text).references("assessment", onDelete: .restrict)
        table.column("recordedAt", .datetime).notNull()
      }
      try db.create(
        index: "assessment_on_wound_taken",
        on: "assessment",
        columns: ["woundID", "takenAt"]
      )

      try db.create(table: "photo") { table in
        table.primaryKey("id", .text)
        table.column("format", .text).notNull()
        table.column("byteCount", .integer).notNull()
        table.column("storedAt", .datetime).notNull()
      }

      try db.create(table: "assessment_photo") { table in
        table.column("id", .text).notNull().unique()
        table.column("assessmentID", .text).notNull()
          .references("assessment", onDelete: .restrict)
        table.column("photoID", .text).notNull().references("photo", onDelete: .restrict)
        table.column("attachedAt", .datetime).notNull()
        // The same photo attached twice to one assessment is one row.
        table.primaryKey(["assessmentID", "photoID"])
      }
    },
    patientErasure,
    fieldChanges,
    CarePlanSchema.migration,
    VisitVoidSchema.migration,
    CarePlanSchema.author,
    CarePlanSchema.compression,
    codedSites,
    VisitOutcomeSchema.migration,
    unnamedPhotos,
    HandoverSeenSchema.migration,
  ]
}
