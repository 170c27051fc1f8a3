import LibPatient

/// The patient list's window on LibPatient: one observed query, and the app's badges.
struct PatientListInteractor: PatientListInteracting {
  let library: PatientLibrary
  /// Lent by the app, which reads LibMessage and LibWound; nil: no badges.
  let badgeProvider: (@Sendable () async -> PatientBadges)?

  func observeList(_ query: PatientListQuery) -> AsyncThrowingStream<[PatientSummary], Error> {
    library.observeList(query)
  }

  func badges() async -> PatientBadges {
    await badgeProvider?() ?? .none
  }
}
