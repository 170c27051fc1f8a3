import LibPatient

/// The Braden form's window on LibPatient: `recordBraden`, nothing else.
struct BradenFormInteractor: PatientRecordInteracting {
  let library: PatientLibrary

  func record(_ assessment: BradenAssessment) async throws {
    try await library.recordBraden(assessment)
  }
}
