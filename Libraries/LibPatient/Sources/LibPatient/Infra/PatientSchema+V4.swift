import CoreContract
import CoreDatabase
import CoreSync
import Foundation

extension PatientSchema {
  /// `patient.v4`: the patient edits the old sync left in the outbox travel as CoreSync's field
  /// changes, and the old patients and Braden feeds' cursors go (the team's one change log
  /// replaced them).
  ///
  /// The old sync queued an edit, an archive or an unarchive as the whole patient after it;
  /// CoreSync reads every update as field changes. Each becomes the fields it changed, from the
  /// patient as the entry before it left her. With no entry before it (she had been synced),
  /// what the nurse changed is not known: every field changes from null, so the server lands
  /// none unless it already holds her value and offers each that differs as a conflict, which
  /// she settles per field (as `patient.v3` offers every field that differs).
  static let v4 = Migration("patient.v4") { db in
    try SyncOutbox.rewriteWholeRecordUpdates(of: Wire.Patient.type, in: db) { before, after in
      guard let before else {
        return Wire.Patient.mergeableFields.sorted().map {
          Wire.FieldChange(field: $0, from: .null, to: after[$0] ?? .null)
        }
      }
      return FieldMerge.changes(from: before, to: after, mergeable: Wire.Patient.mergeableFields)
    }
    if try db.tableExists("sync_cursor") {
      try db.execute(sql: "DELETE FROM sync_cursor WHERE feed IN ('patients', 'braden')")
    }
  }
}
