import CoreDatabase
import GRDB

extension PatientSchema {
  /// `patient.v9`: merged patients (docs/clinical-rules.md, "Possible duplicate patients").
  ///
  /// `patient.mergedInto` names the patient she was merged into (the contract's
  /// `Wire.Patient.mergedInto`), null while she stands on her own. Records keep the patient
  /// id they were written under, here as on the server; the view `patient_merge (id, keptID)`
  /// gives every merged patient the patient her records are read under: the end of her chain
  /// of merges (A into B, B into C: A and B are read under C). A patient whose chain does not
  /// end (two nurses offline merged each into the other) or names a patient this store does
  /// not hold is in no row: she stands on her own, so nothing hides. The other libraries read
  /// the view through `PatientMerges`, never their own copy of the rule.
  static let v9 = Migration("patient.v9") { db in
    try db.alter(table: "patient") { table in
      table.add(column: "mergedInto", .text)
    }
    try db.execute(
      sql: """
        CREATE INDEX patient_merged ON patient(mergedInto) WHERE mergedInto IS NOT NULL;
        CREATE VIEW patient_merge AS
        WITH RECURSIVE walk(id, at, steps) AS (
          SELECT id, mergedInto, 1 FROM patient WHERE mergedInto IS NOT NULL
          UNION ALL
          SELECT walk.id, patient.mergedInto, walk.steps + 1
          FROM walk JOIN patient ON patient.id = walk.at
          WHERE patient.mergedInto IS NOT NULL AND walk.steps < \(PatientMerges.longestChain)
        )
        SELECT walk.id AS id, walk.at AS keptID
        FROM walk JOIN patient AS kept ON kept.id = walk.at
        WHERE kept.mergedInto IS NULL;
        """
    )
  }
}
