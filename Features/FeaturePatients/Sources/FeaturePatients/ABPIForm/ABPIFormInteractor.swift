import Foundation
import LibPatient

/// The ABPI form's window on LibPatient: `recordABPI`, nothing else.
struct ABPIFormInteractor: PatientRecordInteracting {
  let library: PatientLibrary

  func record(_ measurement: ABPIMeasurement) async throws {
    try await library.recordABPI(measurement)
  }
}
