import Foundation
import LibPatient

/// A patient's detail's window on LibPatient.
struct PatientDetailInteractor: PatientDetailInteracting {
  let library: PatientLibrary
  /// The app's wound flow's lines for a patient: LibWound is not this flow's to read.
  let woundLines: (@Sendable (UUID) async -> [String])?

  func patient(_ id: UUID) async throws -> Patient {
    try await library.patient(id)
  }

  func bradenHistory(of id: UUID) async throws -> [BradenAssessment] {
    try await library.bradenHistory(of: id)
  }

  func abpiHistory(of id: UUID) async throws -> [ABPIMeasurement] {
    try await library.abpiHistory(of: id)
  }

  func archive(_ id: UUID) async throws {
    try await library.archive(id)
  }

  func unarchive(_ id: UUID) async throws {
    try await library.unarchive(id)
  }

  func possibleDuplicates(of id: UUID) async throws -> [PossibleDuplicate] {
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

  func merge(_ other: UUID, into keep: UUID) async throws {
    try await library.merge(other, into: keep)
  }

  func woundLines(of id: UUID) async -> [String] {
    await woundLines?(id) ?? []
  }
}
