import Foundation
import LibPatient

/// A patient's detail's window on LibPatient.
struct PatientDetailInteractor: PatientDetailInteracting {
  let library: PatientLibrary
  /// The app's wound flow's lines for a patient: LibWound is not this flow's to read.
  let woundLines: (@Sendable (Patient.ID) async -> [String])?

  func patient(_ id: Patient.ID) async throws -> Patient {
    try await library.patient(id)
  }

  func bradenHistory(of id: Patient.ID) async throws -> [BradenAssessment] {
    try await library.bradenHistory(of: id)
  }

  func abpiHistory(of id: Patient.ID) async throws -> [ABPIMeasurement] {
    try await library.abpiHistory(of: id)
  }

  func archive(_ id: Patient.ID) async throws {
    try await library.archive(id)
  }

  func unarchive(_ id: Patient.ID) async throws {
    try await library.unarchive(id)
  }

  func possibleDuplicates(of id: Patient.ID) async throws -> [PossibleDuplicate] {
    try await library.possibleDuplicates().compactMap { pair in
      if pair.first.id == id {
        return PossibleDuplicate(patient: pair.second, criterion: pair.criterion)
      }
      if pair.second.id == id {
        return PossibleDuplicate(patient: pair.first, criterion: pair.criterion)
      }
      return nil
    }
  }

  func merge(_ other: Patient.ID, into keep: Patient.ID) async throws {
    try await library.merge(other, into: keep)
  }

  func woundLines(of id: Patient.ID) async -> [String] {
    await woundLines?(id) ?? []
  }
}
