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
