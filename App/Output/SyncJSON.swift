import Foundation
import LibPatient

/// `nurse status --json`.
struct StatusJSON: Encodable {
  var server: String?
  var nurse: String?
  var team: String?
  var pending: Int
  var conflicts: Int
  var lastSync: String?
}

/// One conflict of `nurse sync conflicts --json`: the nurse's version and the server's.
struct ConflictJSON: Encodable {
  var id: String
  var patientId: String
  var mine: PatientJSON
  var theirs: PatientJSON
  var createdAt: String

  init(_ conflict: PatientConflict) {
    id = conflict.id.uuidString.lowercased()
    patientId = conflict.patientID.uuidString.lowercased()
    mine = PatientJSON(conflict.mine)
    theirs = PatientJSON(conflict.theirs)
    createdAt = JSONOutput.timestamp(conflict.createdAt)
  }
}
