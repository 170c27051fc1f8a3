import Foundation
import LibPatient

/// The conflicts screen's window on LibPatient.
struct ConflictsInteractor: ConflictsInteracting {
  let library: PatientLibrary

  func conflicts() async throws -> [PatientConflict] {
    try await library.conflicts()
  }

  func resolve(_ id: UUID, keep side: ConflictResolution) async throws {
    try await library.resolveConflict(id, keep: side)
  }
}
