import Foundation
import LibPatient
import LibWound

/// The handover screen's window on the libraries: the handover the app lends (LibWound's with
/// LibMessage's messages added), and LibWound's mark.
struct HandoverInteractor: HandoverInteracting {
  let library: WoundLibrary
  let handover: @Sendable (HandoverScope) async throws -> [PatientHandover]

  func load(_ scope: HandoverScope) async throws -> [PatientHandover] {
    try await handover(scope).filter { !$0.changes.isEmpty }
  }

  func markSeen(_ patientID: Patient.ID) async throws {
    try await library.markHandoverSeen(patientID)
  }
}
