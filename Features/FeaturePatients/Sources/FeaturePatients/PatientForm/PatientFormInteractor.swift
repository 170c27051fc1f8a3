import Foundation
import LibPatient

/// The form's window on LibPatient: read the patient to edit, add or edit.
struct PatientFormInteractor: PatientFormInteracting {
  let library: PatientLibrary

  func patient(_ id: Patient.ID) async throws -> Patient {
    try await library.patient(id)
  }

  func add(_ patient: NewPatient) async throws {
    try await library.add(patient)
  }

  func edit(_ id: Patient.ID, details: PatientDetails, notADuplicate: Bool) async throws {
    try await library.edit(id, details: details, notADuplicate: notADuplicate)
  }
}
