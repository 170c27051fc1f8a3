import Foundation
import LibPatient

/// What the Braden form needs from the library: its one command.
protocol BradenFormInteracting: Sendable {
  /// Throws `RuleViolation` naming the subscale or time refused, or
  /// `PatientLookupError.notFound`.
  func record(_ assessment: BradenAssessment) async throws
}

/// Where the Braden form can send the nurse: only away from it, saved or not.
@MainActor
protocol BradenFormRouting: AnyObject {
  func route(to route: BradenFormRoute)
}

enum BradenFormRoute: Equatable, Sendable {
  /// Saved: leave, and let the patient's detail show the new assessment.
  case saved(notice: String)
  /// Given up: leave, nothing written.
  case cancelled
}
