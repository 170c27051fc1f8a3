import Foundation

/// Replaces a patient's details, with an `update` outbox entry. Status is left alone: archiving
/// is its own command.
struct EditPatient {
  let cache: any PatientCache
  let now: @Sendable () -> Date
  var timeZone: TimeZone = .current

  func execute(_ id: UUID, details: PatientDetails) async throws {
    let date = now()
    // Validation first: a refused edit must not even depend on the patient existing.
    let clean = try PatientDetailsValidation.validated(
      details,
      today: CalendarDate(date, in: timeZone)
    )
    try await cache.update(id, at: date) { patient in patient.details = clean }
  }
}
