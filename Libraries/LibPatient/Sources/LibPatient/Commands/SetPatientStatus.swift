import Foundation

/// Archives or brings back a patient. Nothing is deleted: an archived patient only drops out
/// of the default list. Setting the status she already has writes nothing.
struct SetPatientStatus {
  let cache: any PatientCache
  let now: @Sendable () -> Date

  func execute(_ id: Patient.ID, to status: PatientStatus) async throws {
    try await cache.update(id, at: now()) { patient in patient.status = status }
  }
}
