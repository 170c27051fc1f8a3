import CoreContract
import CoreDatabase
import Foundation
import LibPatient

/// A value that breaks a rule, the field to correct and why (never the value); nothing was
/// written. The same type as every library's and the server's refusals (CoreContract's), named
/// here so that a tool importing only LibWound can catch it.
public typealias RuleViolation = CoreContract.RuleViolation

/// An id typed that names no record, several, or cannot be one (CoreDatabase's one lookup
/// error), named here so that a tool importing only LibWound can catch it.
public typealias IDLookupError = CoreDatabase.IDLookupError

/// An id that names nothing LibWound knows.
public enum WoundLookupError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No wound has this id.
  case woundNotFound(Wound.ID)
  /// No assessment has this id.
  case assessmentNotFound(Assessment.ID)
  /// No patient has this id.
  case patientNotFound(Patient.ID)
  /// No photo is stored under this content id.
  case photoNotFound(String)
  /// No visit has this id.
  case visitNotFound(Visit.ID)

  /// One line for stderr, naming the id and nothing about the patient.
  public var description: String {
    switch self {
    case .woundNotFound(let id):
      return "wound: no wound with id \(id.rawValue.uuidString.lowercased())"
    case .assessmentNotFound(let id):
      return "assessment: no assessment with id \(id.rawValue.uuidString.lowercased())"
    case .patientNotFound(let id):
      return "patient: no patient with id \(id.rawValue.uuidString.lowercased())"
    case .photoNotFound(let id): return "photo: no photo with id \(id)"
    case .visitNotFound(let id):
      return "visit: no visit with id \(id.rawValue.uuidString.lowercased())"
    }
  }
}
