import Foundation
import LibPatient

/// What the photo consent form needs from the library: its one command.
protocol PhotoConsentFormInteracting: Sendable {
  /// Throws `RuleViolation` naming the part refused, or `IDLookupError.notFound`.
  func record(_ consent: PhotoConsent, for patientID: Patient.ID) async throws
}

/// The form's window on LibPatient: `recordPhotoConsent`, nothing else.
struct PhotoConsentFormInteractor: PhotoConsentFormInteracting {
  let library: PatientLibrary

  func record(_ consent: PhotoConsent, for patientID: Patient.ID) async throws {
    try await library.recordPhotoConsent(consent, for: patientID)
  }
}
