import Foundation
import LibWound

/// The care-plan form's window on LibWound.
struct WoundPlanFormInteractor: WoundPlanFormInteracting {
  let library: WoundLibrary

  func plan(of woundID: Wound.ID) async throws -> CarePlan? {
    try await library.plan(of: woundID)
  }

  func setPlan(_ draft: CarePlanDraft) async throws {
    try await library.setPlan(draft)
  }
}
