import Foundation

/// The rules a patient's details must meet before they are stored, shared by add and edit.
enum PatientDetailsValidation {
  /// The earliest birth year accepted: older is a typing error, not a patient.
  static let earliestBirthYear = 1900

  /// `details` trimmed (names, optional texts, allergies), or the first field to correct.
  ///
  /// `today` is the nurse's local day: a birth date after it is in the future.
  static func validated(_ details: PatientDetails, today: CalendarDate) throws -> PatientDetails {
    var clean = details
    clean.givenName = try requiredName(details.givenName, field: "givenName")
    clean.familyName = try requiredName(details.familyName, field: "familyName")
    if details.birthDate > today {
      throw PatientValidationError(field: "birthDate", reason: "is in the future")
    }
    if details.birthDate.year < earliestBirthYear {
      throw PatientValidationError(field: "birthDate", reason: "is before \(earliestBirthYear)")
    }
    clean.address = optionalText(details.address)
    clean.phone = optionalText(details.phone)
    clean.identifier = optionalText(details.identifier)
    clean.physicianName = optionalText(details.physicianName)
    clean.physicianPhone = optionalText(details.physicianPhone)
    clean.notes = optionalText(details.notes)
    clean.allergies = details.allergies.compactMap(optionalText)
    return clean
  }

  private static func requiredName(_ name: String, field: String) throws -> String {
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else {
      throw PatientValidationError(field: field, reason: "must not be empty")
    }
    return trimmed
  }

  /// Blank means absent: a form field left empty must not be stored as "".
  private static func optionalText(_ text: String?) -> String? {
    guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty
    else { return nil }
    return trimmed
  }
}
