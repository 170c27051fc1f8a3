import CoreContract
import CoreDatabase
import CoreSync
import GRDB

/// LibPatient's part in sync: how a patient and a Braden assessment the server holds are kept
/// in this store. Pushing, pulling, merging, refusals and parking are CoreSync's.
enum PatientSync {
  static let kinds: [any SyncedKind] = [patients, bradens, abpis]

  /// Patients are versioned: the server merges edits field by field.
  static let patients = SyncedRecords(
    Wire.Patient.self,
    stored: .table(PatientRecord.databaseTableName),
    save: { patient, db in try PatientAdapter.record(from: patient).saveRow(db) },
    delete: { id, db in
      // Her assessments go with her (their foreign key restricts deleting her under them).
      // Wounds and messages are other libraries': their own schema's cascades remove them.
      try BradenRecord.filter(BradenRecord.Columns.patientID == id.text).deleteAll(db)
      try PatientRecord.deleteOne(db, key: id.text)
    },
    current: { id, db in
      try PatientRecord.fetchOne(db, key: id.text).map(PatientAdapter.wire(from:))
    }
  )

  /// Assessments are append-only: one already here (recorded on this device, or pulled
  /// before) never changes. One whose patient is not in this store fails its foreign key and
  /// throws, so CoreSync parks it until she arrives, instead of dropping it.
  static let bradens = SyncedRecords(
    Wire.Braden.self,
    stored: .table(BradenRecord.databaseTableName),
    heldIn: BradenRecord.databaseTableName,
    save: { braden, db in try PatientAdapter.record(from: braden).insertRow(db) },
    delete: { id, db in try BradenRecord.deleteOne(db, key: id.text) },
    current: { id, db in
      try BradenRecord.fetchOne(db, key: id.text).map(PatientAdapter.wire(from:))
    }
  )
}
