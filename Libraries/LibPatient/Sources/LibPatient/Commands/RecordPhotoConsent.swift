import Foundation

/// Records a patient's answer about wound photos: one field of her record, synced and merged
/// like any other (two nurses' different answers are a conflict she settles).
struct RecordPhotoConsent {
  let cache: any PatientCache
  let now: @Sendable () -> Date

  func execute(_ consent: PhotoConsent, for id: Patient.ID) async throws {
    let consent = Self.trimmed(consent)
    try await cache.update(id, at: now()) { patient in patient.photoConsent = consent }
  }

  /// Who answered, trimmed; an answer naming nobody names nobody rather than a blank.
  static func trimmed(_ consent: PhotoConsent) -> PhotoConsent {
    func trim(_ text: String?) -> String? {
      let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines)
      return trimmed?.isEmpty == false ? trimmed : nil
    }
    switch consent {
    case .notAsked: return .notAsked
    case .given(let day, let by, let scope):
      return .given(on: day, by: trim(by) ?? "", scope: scope)
    case .refused(let day, let by): return .refused(on: day, by: trim(by))
    case .withdrawn(let day, let by): return .withdrawn(on: day, by: trim(by))
    }
  }
}
