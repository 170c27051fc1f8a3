import CoreContract
import CoreDatabase
import Foundation
import GRDB

extension PatientSchema {
  /// Conflicts become per field: each whole-record conflict `patient.v2` kept (the nurse's
  /// patient and the server's, side by side) becomes one `sync_conflict` row per mergeable
  /// field where the two differ, and the `conflicts` table goes. CoreSync's ledger then lists
  /// and settles them like any other conflict.
  ///
  /// The old rows do not say which fields the nurse changed, so every field that differs is
  /// offered: keeping "theirs" on a field she never touched changes nothing.
  static let v3 = Migration("patient.v3") { db in
    let rows = try Row.fetchAll(
      db,
      sql: "SELECT id, patientID, mine, theirs, createdAt FROM conflicts ORDER BY createdAt, id"
    )
    for row in rows {
      let mine = try WireCoding.decoder.decode(JSONValue.self, from: row["mine"] as Data)
      let theirs = try WireCoding.decoder.decode(JSONValue.self, from: row["theirs"] as Data)
      let changes = FieldMerge.changes(
        from: theirs.fields ?? [:],
        to: mine.fields ?? [:],
        mergeable: Wire.Patient.mergeableFields
      )
      let patientID = (row["patientID"] as String).lowercased()
      for change in changes {
        // A later conflict of the same field replaces an earlier one, as CoreSync's do.
        try db.execute(
          sql: """
            INSERT INTO sync_conflict (id, entityType, entityID, field, mine, theirs, createdAt)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (entityType, entityID, field)
            DO UPDATE SET mine = excluded.mine, theirs = excluded.theirs
            """,
          arguments: [
            UUID().uuidString.lowercased(), Wire.Patient.type.rawValue, patientID, change.field,
            try WireCoding.encoder.encode(change.to), try WireCoding.encoder.encode(change.from),
            row["createdAt"] as DatabaseValue,
          ]
        )
      }
    }
    try db.drop(table: "conflicts")
  }
}
