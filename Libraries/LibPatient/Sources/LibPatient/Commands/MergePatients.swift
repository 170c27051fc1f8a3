import Foundation

/// Merges a duplicate registration into the patient kept (docs/clinical-rules.md, "Possible
/// duplicate patients"): the other's `mergedInto` names the kept patient, so everything
/// recorded under her is read under the kept one, on every store once synced; each field empty
/// on the kept patient takes the other's value. Both are ordinary field changes on the
/// server's versions, so a colleague's edit of other fields still lands.
struct MergePatients {
  let cache: any PatientCache
  let now: @Sendable () -> Date

  /// Throws `RuleViolation` naming `from` (the kept patient herself, or a patient merged
  /// already) or `keep` (a patient merged into another: merge into that one), or
  /// `IDLookupError.notFound`, writing nothing.
  func execute(_ otherID: Patient.ID, into keepID: Patient.ID) async throws {
    guard otherID != keepID else {
      throw RuleViolation(
        field: "from",
        reason: "is the patient kept: she cannot be merged into herself"
      )
    }
    try await cache.merge(otherID, into: keepID, at: now()) { keep, other in
      if other.mergedInto != nil {
        throw RuleViolation(field: "from", reason: "was merged into another patient already")
      }
      if keep.mergedInto != nil {
        throw RuleViolation(
          field: "keep",
          reason: "was merged into another patient: merge into the patient she was merged into"
        )
      }
    } fill: { keep, other in
      Self.fill(&keep, from: other)
    }
  }

  /// Each field empty on `keep` takes `other`'s value: the texts, the allergies, a sex not
  /// known, a photo consent never asked. Names, birth date and status stay the kept patient's.
  static func fill(_ keep: inout Patient, from other: Patient) {
    var details = keep.details
    let theirs = other.details
    func fill(_ field: WritableKeyPath<PatientDetails, String?>) {
      if (details[keyPath: field] ?? "").isEmpty, let value = theirs[keyPath: field],
        !value.isEmpty
      {
        details[keyPath: field] = value
      }
    }
    fill(\.address)
    fill(\.phone)
    fill(\.identifier)
    fill(\.physicianName)
    fill(\.physicianPhone)
    fill(\.notes)
    if details.allergies.isEmpty { details.allergies = theirs.allergies }
    if details.sex == .unknown { details.sex = theirs.sex }
    keep.details = details
    if keep.photoConsent == .notAsked { keep.photoConsent = other.photoConsent }
  }
}
