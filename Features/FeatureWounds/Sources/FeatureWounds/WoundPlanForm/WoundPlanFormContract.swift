import Foundation
import LibPatient
import LibWound

/// What the care-plan form needs from the library.
protocol WoundPlanFormInteracting: Sendable {
  /// The wound's plan, nil when it has none yet.
  func plan(of woundID: Wound.ID) async throws -> CarePlan?
  /// Creates the plan or changes the fields that differ. Throws the contract's refusal naming
  /// the wire field, `RuleViolation` or `WoundLookupError.woundNotFound`.
  func setPlan(_ draft: CarePlanDraft) async throws
}
