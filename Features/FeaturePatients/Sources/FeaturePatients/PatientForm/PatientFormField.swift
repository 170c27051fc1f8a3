import CoreVIPER
import LibPatient

/// The questions of the patient form, in the order they are asked.
///
/// Raw values are the field names `RuleViolation.field` uses, so a refusal from the
/// library re-asks the right question.
enum PatientFormField: String, CaseIterable, Sendable, LabelledField {
  case givenName, familyName, birthDate, sex, address, phone, identifier
  case physicianName, physicianPhone, allergies, notes

  var label: String {
    switch self {
    case .givenName: return "Given name"
    case .familyName: return "Family name"
    case .birthDate: return "Birth date"
    case .sex: return "Sex"
    case .address: return "Address"
    case .phone: return "Phone"
    case .identifier: return "Identifier"
    case .physicianName: return "Physician"
    case .physicianPhone: return "Phys. phone"
    case .allergies: return "Allergies"
    case .notes: return "Notes"
    }
  }

  /// What the nurse is expected to type, shown beside the question.
  var hint: String {
    switch self {
    case .givenName, .familyName: return "required"
    case .birthDate: return "YYYY-MM-DD"
    case .sex: return "female, male, other or unknown"
    case .allergies: return "comma-separated, optional"
    case .identifier: return "health number or record number, optional"
    default: return "optional"
    }
  }

  /// Whether the answer may hold several lines: the team's contract says (an address and
  /// notes do), so a pasted two-line address keeps its line break there, and only there.
  var holdsLines: Bool { PatientTextLines.patient(rawValue) }
}
