import Foundation

/// The patient list for a query, delivered again each time the store changes it.
struct ObservePatientList {
  let cache: any PatientCache

  func execute(_ query: PatientListQuery) -> AsyncThrowingStream<[PatientSummary], Error> {
    cache.observeSummaries(matching: ListPatients.normalized(query))
  }
}
