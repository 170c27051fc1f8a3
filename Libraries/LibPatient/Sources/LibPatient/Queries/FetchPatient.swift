import CoreDatabase
import Foundation

/// One patient with her latest Braden assessment.
struct FetchPatient {
  let cache: any PatientCache

  func execute(_ id: Patient.ID) async throws -> Patient {
    guard let patient = try await cache.patient(id) else {
      throw IDLookupError.notFound(.patient, id.databaseKey)
    }
    return patient
  }
}
