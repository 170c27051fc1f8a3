import Foundation
import LibPatient

/// What the add/edit form needs from the library.
protocol PatientFormInteracting: Sendable {
  /// The patient an edit starts from. Throws `PatientLookupError.notFound`.
  func patient(_ id: UUID) async throws -> Patient
  /// Throws `RuleViolation` naming the field the library refuses.
  func add(_ patient: NewPatient) async throws
  /// Throws `RuleViolation` or `PatientLookupError.notFound`.
  func edit(_ id: UUID, details: PatientDetails, notADuplicate: Bool) async throws
}
