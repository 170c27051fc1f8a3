import Foundation

/// Replaces a patient's details, with an `update` outbox entry. Status is left alone: archiving
/// is its own command.
struct EditPatient {
  let cache: any PatientCache
  let now: @Sendable () -> Date
  var timeZone: TimeZone = .current

  func execute(_ id: Patient.ID, details: PatientDetails, notADuplicate: Bool = false) async throws
  {
    let date = now()
    // Validation first: a refused edit must not even depend on the patient existing.
    let clean = try PatientDetailsValidation.validated(
      details,
      today: CalendarDate(date, in: timeZone)
    )
    if !notADuplicate { try await checkDuplicates(id, clean) }
    try await cache.update(id, at: date) { patient in patient.details = clean }
  }

  /// Refuses an edit that makes her a possible duplicate of someone she was not one of
  /// before: a patient the nurse already kept apart is not asked about at every edit.
  private func checkDuplicates(_ id: Patient.ID, _ details: PatientDetails) async throws {
    let everyone = try await cache.identities()
    guard let before = everyone.first(where: { $0.id == id }) else { return }
    let known = Set(
      PossibleDuplicateRule.candidates(for: before, among: everyone).map(\.patient.id)
    )
    let after = PatientIdentity(id: id, details: details, status: before.status)
    let new = PossibleDuplicateRule.candidates(for: after, among: everyone)
      .filter { !known.contains($0.patient.id) }
    if !new.isEmpty { throw PossibleDuplicatesError(candidates: new) }
  }
}
