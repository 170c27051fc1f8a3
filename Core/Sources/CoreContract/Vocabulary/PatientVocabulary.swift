import Foundation

/// A patient's sex as recorded in the chart.
public enum Sex: String, Codable, Sendable, CaseIterable {
  /// The recorded sex; `unknown` when it was not recorded.
  case female, male, other, unknown
}

/// Active patients are listed; archived ones drop out of lists but are never deleted.
public enum PatientStatus: String, Codable, Sendable, CaseIterable {
  /// `active` patients are listed; `archived` ones only when asked for.
  case active, archived
}

/// Where a patient's consent to wound photos stands (docs/clinical-rules.md, "Photo
/// consent"); a patient never asked has no consent at all.
public enum PhotoConsentStatus: String, Codable, Sendable, CaseIterable {
  /// Photos may be taken, within the consent's scope.
  case given
  /// The patient said no: no photo may be taken.
  case refused
  /// Consent given once was taken back: no new photo, no sharing; photos already taken stay.
  case withdrawn
}

/// What a given photo consent covers.
public enum PhotoConsentScope: String, Codable, Sendable, CaseIterable {
  /// Photos for the clinical record only.
  case record
  /// Photos for the record and to share with other professionals (a report, an export).
  case sharing
}
