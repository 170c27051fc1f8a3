import Foundation

/// Input the library refuses. `field` names what the nurse must correct (`givenName`,
/// `birthDate`, `sensory`, …); nothing was written.
public struct PatientValidationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The field to correct, as the command line names it (`givenName`, `sensory`, `at`, …).
  public var field: String
  /// Why it was refused, without the value typed (it may be patient data).
  public var reason: String

  /// A refusal of `field` for `reason`.
  public init(field: String, reason: String) {
    self.field = field
    self.reason = reason
  }

  /// `field: reason`, one line for stderr.
  public var description: String { "\(field): \(reason)" }
}

/// A patient id that names no patient, or more than one.
public enum PatientLookupError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No patient has this id (or id prefix).
  case notFound(String)
  /// The prefix matches several patients; the nurse must type more of it.
  case ambiguous(String, matches: Int)
  /// A prefix shorter than four characters, or not hexadecimal.
  case malformed(String)

  /// One line for stderr, naming the id typed and nothing about the patient.
  public var description: String {
    switch self {
    case .notFound(let id): return "patient: no patient with id \(id)"
    case .ambiguous(let id, let matches):
      return "patient: id \(id) matches \(matches) patients; type more of it"
    case .malformed(let id):
      return "patient: \(id) is not a patient id (a UUID or at least 4 of its first characters)"
    }
  }
}
