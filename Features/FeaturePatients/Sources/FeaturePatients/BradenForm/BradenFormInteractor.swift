import LibPatient

/// The Braden form's window on LibPatient: `recordBraden`, nothing else.
struct BradenFormInteractor: BradenFormInteracting {
  let library: PatientLibrary

  func record(_ assessment: BradenAssessment) async throws {
    try await library.recordBraden(assessment)
  }
}
