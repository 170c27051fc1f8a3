import Foundation
import LibWound

/// The form's window on LibWound: the wound to assess, then the recording.
struct AssessmentFormInteractor: AssessmentFormInteracting {
  let library: WoundLibrary

  func start(_ woundID: UUID) async throws -> (wound: Wound, last: AssessmentFindings?) {
    let detail = try await library.wound(woundID)
    return (detail.wound, detail.latest?.assessment.findings)
  }

  func record(_ assessment: NewAssessment) async throws {
    try await library.record(assessment)
  }
}
