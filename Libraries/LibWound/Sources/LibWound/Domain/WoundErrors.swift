import Foundation

/// Input LibWound's own rules refuse (a wound's status and history, photos, ids); nothing was
/// written. A value that breaks one of the team's rules (a length, a day, a text) is
/// CoreContract's `RuleViolation` instead, naming the wire field.
///
/// `field` names what to correct as the command line does: `stage`, `at`, `openedOn`, `on`,
/// `reason`, `supersedes`, `photo`, `status`, `id`.
public struct WoundValidationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The field to correct.
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

/// An id that names nothing LibWound knows.
public enum WoundLookupError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No wound has this id.
  case woundNotFound(UUID)
  /// No assessment has this id.
  case assessmentNotFound(UUID)
  /// No patient has this id.
  case patientNotFound(UUID)
  /// No photo is stored under this content id.
  case photoNotFound(String)
  /// No visit has this id.
  case visitNotFound(UUID)

  /// One line for stderr, naming the id and nothing about the patient.
  public var description: String {
    switch self {
    case .woundNotFound(let id): return "wound: no wound with id \(id.uuidString.lowercased())"
    case .assessmentNotFound(let id):
      return "assessment: no assessment with id \(id.uuidString.lowercased())"
    case .patientNotFound(let id):
      return "patient: no patient with id \(id.uuidString.lowercased())"
    case .photoNotFound(let id): return "photo: no photo with id \(id)"
    case .visitNotFound(let id): return "visit: no visit with id \(id.uuidString.lowercased())"
    }
  }
}
