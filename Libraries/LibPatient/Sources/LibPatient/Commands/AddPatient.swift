import Foundation

/// Adds a patient: validates her details and stores her, active, with a `create` outbox entry.
struct AddPatient {
  let cache: any PatientCache
  let now: @Sendable () -> Date
  var timeZone: TimeZone = .current

  func execute(_ newPatient: NewPatient) async throws {
    let date = now()
    let details = try PatientDetailsValidation.validated(
      newPatient.details,
      today: CalendarDate(date, in: timeZone)
    )
    if !newPatient.notADuplicate {
      let candidates = PossibleDuplicateRule.candidates(
        for: PatientIdentity(id: newPatient.id, details: details),
        among: try await cache.identities()
      )
      if !candidates.isEmpty { throw PossibleDuplicatesError(candidates: candidates) }
    }
    try await cache.insert(
      Patient(
        id: newPatient.id,
        details: details,
        status: .active,
        version: nil,
        createdAt: date,
        updatedAt: date,
        latestBraden: nil
      )
    )
  }
}
