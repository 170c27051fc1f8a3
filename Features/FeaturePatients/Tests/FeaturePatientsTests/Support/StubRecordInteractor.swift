import Foundation
import LibPatient

@testable import FeaturePatients

/// Records what a form saves through its one library command; can refuse it the way LibPatient
/// does (once, with `refusal`).
final class StubRecordInteractor<Record: Sendable>: PatientRecordInteracting, @unchecked Sendable {
  private let lock = NSLock()
  private var _recorded: [Record] = []
  var refusal: Error?

  var recorded: [Record] { lock.withLock { _recorded } }

  func record(_ record: Record) async throws { try keep(record) }

  private func keep(_ record: Record) throws {
    try lock.withLock {
      if let error = refusal {
        refusal = nil
        throw error
      }
      _recorded.append(record)
    }
  }
}

extension StubRecordInteractor: PhotoConsentFormInteracting where Record == PhotoConsent {
  func record(_ consent: PhotoConsent, for patientID: Patient.ID) async throws { try keep(consent) }
}
