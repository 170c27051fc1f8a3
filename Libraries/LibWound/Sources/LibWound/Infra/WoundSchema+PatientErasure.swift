import CoreDatabase
import GRDB

extension WoundSchema {
  /// `wound.v2`: a patient removed from the store (the patients feed's tombstone, when the
  /// server erases her) takes her wounds with her. `wound.patientID` restricts deletes, so
  /// without this the patients feed would fail on a patient with wounds; with it, LibPatient
  /// never needs to know that wounds exist. Children go first: photo links, assessments (their
  /// correction links cut first: `supersedes` restricts at once, row by row), wounds. The photo rows
  /// stay: they are named by their content and may be attached elsewhere (their files go with
  /// `PhotoSweep`, `wound.v5`).
  static let patientErasure = Migration("wound.v2") { db in
    try db.execute(
      sql: """
        CREATE TRIGGER wound_on_patient_delete BEFORE DELETE ON patient
        BEGIN
          DELETE FROM assessment_photo WHERE assessmentID IN (
            SELECT assessment.id FROM assessment
            JOIN wound ON wound.id = assessment.woundID
            WHERE wound.patientID = OLD.id);
          UPDATE assessment SET supersedes = NULL WHERE woundID IN (
            SELECT id FROM wound WHERE patientID = OLD.id);
          DELETE FROM assessment WHERE woundID IN (
            SELECT id FROM wound WHERE patientID = OLD.id);
          DELETE FROM wound WHERE patientID = OLD.id;
        END
        """
    )
  }
}
