import Foundation
import LibWound

/// What the assessment form needs from the library.
protocol AssessmentFormInteracting: Sendable {
  /// The wound and its last current assessment's findings, to pre-fill from. Throws
  /// `WoundLookupError.woundNotFound`.
  func start(_ woundID: UUID) async throws -> (wound: Wound, last: AssessmentFindings?)
  /// Throws `WoundValidationError` naming the field LibWound refuses.
  func record(_ assessment: NewAssessment) async throws
}

/// Where the form can send the nurse: only away from it, saved or not.
@MainActor
protocol AssessmentFormRouting: AnyObject {
  func route(to route: AssessmentFormRoute)
}

enum AssessmentFormRoute: Equatable, Sendable {
  /// Saved: leave and let the screen underneath show the new assessment.
  case saved
  /// The nurse gave up: leave, nothing written.
  case cancelled
}
