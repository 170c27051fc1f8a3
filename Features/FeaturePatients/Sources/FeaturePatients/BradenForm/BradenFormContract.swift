import Foundation
import LibPatient

/// What the Braden form needs from the library: its one command.
protocol BradenFormInteracting: Sendable {
  /// Throws `RuleViolation` naming the subscale or time refused, or
  /// `PatientLookupError.notFound`.
  func record(_ assessment: BradenAssessment) async throws
}
