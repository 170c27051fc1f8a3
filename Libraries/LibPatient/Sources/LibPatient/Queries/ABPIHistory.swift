import CoreDatabase
import Foundation

/// A patient's ABPI measurements, newest first.
struct ABPIHistory {
  let cache: any PatientCache

  /// Throws `IDLookupError.notFound` for an unknown patient, so that a mistyped id is not
  /// mistaken for a patient never measured.
  func execute(_ patientID: Patient.ID) async throws -> [ABPIMeasurement] {
    guard let history = try await cache.abpiHistory(of: patientID) else {
      throw IDLookupError.notFound(.patient, patientID.databaseKey)
    }
    return history
  }
}
