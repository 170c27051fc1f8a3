import Foundation
import LibPatient

/// What the ABPI form needs from the library: its one command.
protocol ABPIFormInteracting: Sendable {
  /// Throws `RuleViolation` naming the pressure or time refused, or
  /// `PatientLookupError.notFound`.
  func record(_ measurement: ABPIMeasurement) async throws
}

/// Where the ABPI form can send the nurse: only away from it, saved or not.
@MainActor
protocol ABPIFormRouting: AnyObject {
  func route(to route: ABPIFormRoute)
}

enum ABPIFormRoute: Equatable, Sendable {
  /// Saved: leave, and let the patient's detail show the measurement.
  case saved(notice: String)
  /// Given up: leave, nothing written.
  case cancelled
}

/// The ABPI form's window on LibPatient: `recordABPI`, nothing else.
struct ABPIFormInteractor: ABPIFormInteracting {
  let library: PatientLibrary

  func record(_ measurement: ABPIMeasurement) async throws {
    try await library.recordABPI(measurement)
  }
}
