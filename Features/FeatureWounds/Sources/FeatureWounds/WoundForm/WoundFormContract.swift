import Foundation
import LibPatient
import LibWound

/// What the wound form needs from the library.
protocol WoundFormInteracting: Sendable {
  /// Throws `RuleViolation` naming the field, or `WoundLookupError.patientNotFound`.
  func open(_ wound: NewWound) async throws
  /// The wound an edit starts from. Throws `WoundLookupError.woundNotFound`.
  func wound(_ id: Wound.ID) async throws -> Wound
  /// LibWound's `edit`: throws a rule's refusal naming the field, or
  /// `WoundLookupError.woundNotFound`.
  func edit(_ id: Wound.ID, _ edit: WoundDetails) async throws
}
