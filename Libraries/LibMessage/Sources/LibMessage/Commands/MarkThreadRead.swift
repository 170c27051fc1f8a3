import Foundation
import LibPatient

/// Marks a patient's thread read up to its newest message on the server, for the nurse the
/// library was built for, and queues the mark so her other devices and the server know.
struct MarkThreadRead {
  let cache: any MessageCache
  let nurse: String
  let now: @Sendable () -> Date

  func execute(_ patientID: Patient.ID) async throws {
    try await cache.markThreadRead(patientID: patientID, nurse: nurse, at: now())
  }
}
