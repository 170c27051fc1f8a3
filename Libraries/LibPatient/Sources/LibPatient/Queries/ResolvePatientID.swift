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
    let text = typed.trimmingCharacters(in: .whitespaces)
    if let id = Patient.ID(uuidString: text) {
      guard try await cache.patient(id) != nil else { throw PatientLookupError.notFound(text) }
      return id
    }
    guard let prefix = IDPrefix(text) else {
      throw PatientLookupError.malformed(text)
    }
    let matches = try await cache.patientIDs(withPrefix: prefix)
    switch matches.count {
    case 0: throw PatientLookupError.notFound(text)
    case 1: return matches[0]
    default: throw PatientLookupError.ambiguous(text, matches: matches.count)
    }
  }
}
