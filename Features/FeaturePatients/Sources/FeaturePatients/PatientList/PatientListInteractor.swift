import LibPatient

/// The patient list's window on LibPatient: one observed query.
struct PatientListInteractor: PatientListInteracting {
  let library: PatientLibrary

  func observeList(_ query: PatientListQuery) -> AsyncThrowingStream<[PatientSummary], Error> {
    library.observeList(query)
  }
}
