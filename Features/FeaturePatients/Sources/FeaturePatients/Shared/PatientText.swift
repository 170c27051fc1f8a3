import CoreTerminal
import CoreVIPER
import Foundation
import LibPatient

/// How the patient screens word a patient: the same name, age and Braden wording on every
/// screen, so the list and the detail never disagree.
enum PatientText {
  /// "Family, Given": the order a nurse scans a list of patients in.
  static func name(given: String, family: String) -> String {
    "\(family), \(given)".visibleControls()
  }

  /// The first 8 characters of the id, lower-case: enough to type `nurse patient show <id>`.
  static func shortID(_ id: Patient.ID) -> String {
    String(id.uuidString.lowercased().prefix(8))
  }

  /// Whole years from `birthDate` to `today` (0 for a birth date in the future).
  static func age(of birthDate: CalendarDate, on today: CalendarDate) -> Int {
    var years = today.year - birthDate.year
    if (today.month, today.day) < (birthDate.month, birthDate.day) { years -= 1 }
    return max(0, years)
  }

  /// "1942-05-14 (83)": the date as written in the chart, with the age the nurse thinks in.
  static func birthDateAndAge(_ birthDate: CalendarDate, on today: CalendarDate) -> String {
    "\(birthDate) (\(age(of: birthDate, on: today)))"
  }

  /// "14 moderate": the total and its risk band.
  static func braden(_ assessment: BradenAssessment) -> String {
    "\(assessment.total) \(assessment.risk.label)"
  }

  /// The day an assessment was made, in the nurse's time zone.
  static func day(_ date: Date, in timeZone: TimeZone) -> String {
    CalendarDate(date, in: timeZone).description
  }

  /// What an empty optional field shows.
  static let none = "—"

  /// A form's save refused by `error`, in the form's words: a rule's refusal names the
  /// question (`asking` its field name) by its label and asks it again; anything else says the
  /// save failed.
  static func refused<Field: LabelledField & Hashable & Sendable>(
    _ error: any Error,
    asking: (String) -> Field?
  ) -> QuestionFormSaveResult<Field> {
    guard let refusal = error as? RuleViolation else {
      return .refused(field: nil, message: "Could not save: \(readableMessage(for: error))")
    }
    let field = asking(refusal.field)
    return .refused(field: field, message: "\(field?.label ?? refusal.field): \(refusal.reason)")
  }
}
