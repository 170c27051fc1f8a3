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

  func woundLines(of id: UUID) async -> [String] {
    await woundLines?(id) ?? []
  }
}
