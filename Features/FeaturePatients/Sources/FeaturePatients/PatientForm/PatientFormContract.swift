import Foundation
import LibPatient

/// What the add/edit form needs from the library.
protocol PatientFormInteracting: Sendable {
  /// The patient an edit starts from. Throws `IDLookupError.notFound`.
  func patient(_ id: Patient.ID) async throws -> Patient
  /// Throws `RuleViolation` naming the field the library refuses.
  func add(_ patient: NewPatient) async throws
  /// Throws `RuleViolation` or `IDLookupError.notFound`.
  func edit(_ id: Patient.ID, details: PatientDetails, notADuplicate: Bool) async throws
}
