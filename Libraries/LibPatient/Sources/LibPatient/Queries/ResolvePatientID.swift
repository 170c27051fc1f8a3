import CoreDatabase
import Foundation

/// Turns what a nurse typed (a full UUID, or the first characters of one as `nurse patient
/// list` prints them) into the one patient id it names. A patient merged into another names
/// the patient she was merged into (the end of her chain of merges), unless `followingMerges`
/// is false: a merge itself names both as they are.
struct ResolvePatientID {
  let cache: any PatientCache

  func execute(_ typed: String, followingMerges: Bool = true) async throws -> Patient.ID {
    let id = try await named(typed)
    return followingMerges ? try await cache.merges().kept(id) : id
  }

  private func named(_ typed: String) async throws -> Patient.ID {
    try await IDLookupError.resolve(typed, as: .patient) {
      try await cache.patientIDs(withPrefix: $0)
    }
  }
}
