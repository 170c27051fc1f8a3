import CoreContract
import Foundation

/// The rules a patient's details must meet before they are stored, shared by add and edit.
///
/// The limits are the team contract's (`CalendarDayRule`, `TextRule`, `PhoneRule`), so what the library
/// accepts the server accepts too. Blank names and birth dates keep LibPatient's own error
/// (`RuleViolation`); a text holding a control character, or too long, is the
/// contract's `RuleViolation`, naming the wire field. Either way nothing is written.
enum PatientDetailsValidation {
  /// `details` trimmed (names, optional texts, allergies), or the first field to correct.
  ///
  /// `today` is the nurse's local day: a birth date after it is in the future.
  static func validated(_ details: PatientDetails, today: CalendarDate) throws -> PatientDetails {
    var clean = details
    clean.givenName = try requiredName(details.givenName, field: "givenName")
    clean.familyName = try requiredName(details.familyName, field: "familyName")
    if details.birthDate > today {
      throw RuleViolation(field: "birthDate", reason: "is in the future")
    }
    let earliest = CalendarDayRule.earliestYear
    if details.birthDate.year < earliest {
      throw RuleViolation(field: "birthDate", reason: "is before \(earliest)")
    }
    clean.address = try optionalText(details.address, .address)
    clean.phone = try optionalText(details.phone, .phone)
    try PhoneRule.check(clean.phone, field: "phone")
    clean.identifier = try optionalText(details.identifier, .identifier)
    clean.physicianName = try optionalText(details.physicianName, .physicianName)
    clean.physicianPhone = try optionalText(details.physicianPhone, .physicianPhone)
    try PhoneRule.check(clean.physicianPhone, field: "physicianPhone")
    clean.notes = try optionalText(details.notes, .notes)
    clean.allergies = try details.allergies.compactMap { try optionalText($0, .allergies) }
    return clean
  }

  private static func requiredName(_ name: String, field: String) throws -> String {
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else {
      throw RuleViolation(field: field, reason: "must not be empty")
    }
    try TextRule.line.check(trimmed, field: field)
    return trimmed
  }

  /// Blank means absent: a form field left empty must not be stored as "". A control
  /// character is refused, never stored: the text is shown on colleagues' terminals. Whether
  /// the field may hold lines is the contract's declaration (`Wire.Patient.text(of:)`).
  private static func optionalText(_ text: String?, _ field: Wire.Patient.CodingKeys) throws
    -> String?
  {
    guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty
    else { return nil }
    try Wire.Patient.checkText(trimmed, field)
    return trimmed
  }
}
