import CoreContract
import Foundation

/// A value that breaks a rule: the field to correct and why, never the value itself (it may be
/// patient data); nothing was written. One type for every library's refusals and the server's
/// (CoreContract's own), so a screen or a command reads a refusal one way whoever made it.
public typealias RuleViolation = CoreContract.RuleViolation

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
