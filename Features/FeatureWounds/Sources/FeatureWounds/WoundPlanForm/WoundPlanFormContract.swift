import Foundation
import LibPatient
import LibWound

/// What the care-plan form needs from the library.
protocol WoundPlanFormInteracting: Sendable {
  /// The wound's plan, nil when it has none yet.
  func plan(of woundID: UUID) async throws -> CarePlan?
  /// Creates the plan or changes the fields that differ. Throws the contract's refusal naming
  /// the wire field, `RuleViolation` or `WoundLookupError.woundNotFound`.
  func setPlan(_ draft: CarePlanDraft) async throws
}

/// Where the form can send the nurse: only away from it, saved or not.
@MainActor
protocol WoundPlanFormRouting: AnyObject {
  func route(to route: WoundPlanFormRoute)
}

enum WoundPlanFormRoute: Equatable, Sendable {
  case saved(notice: String)
  case cancelled
}
