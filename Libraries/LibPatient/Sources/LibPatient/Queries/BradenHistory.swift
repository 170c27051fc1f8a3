import CoreDatabase
import Foundation

/// A patient's Braden assessments, newest first.
struct BradenHistory {
  let cache: any PatientCache

  /// Throws `IDLookupError.notFound` for an unknown patient, so that a mistyped id is not
  /// mistaken for a patient never assessed.
  func execute(_ patientID: Patient.ID) async throws -> [BradenAssessment] {
    guard let history = try await cache.bradenHistory(of: patientID) else {
      throw IDLookupError.notFound(.patient, patientID.databaseKey)
    }
    return history
  }
}
