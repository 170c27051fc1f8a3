import Foundation
import LibPatient

/// What the ABPI form needs from the library: its one command.
protocol ABPIFormInteracting: Sendable {
  /// Throws `RuleViolation` naming the pressure or time refused, or
  /// `PatientLookupError.notFound`.
  func record(_ measurement: ABPIMeasurement) async throws
}

/// The ABPI form's window on LibPatient: `recordABPI`, nothing else.
struct ABPIFormInteractor: ABPIFormInteracting {
  let library: PatientLibrary

  func record(_ measurement: ABPIMeasurement) async throws {
    try await library.recordABPI(measurement)
  }
}
