import CoreVIPER
import LibPatient

/// The questions of the photo consent form (docs/clinical-rules.md, "Photo consent"): her
/// answer, what a given consent covers, who answered, and the day. Raw values are the wire's
/// field names a refusal gives, so a refusal re-asks its question.
enum PhotoConsentFormField: String, CaseIterable, Sendable, LabelledField {
  case answer = "photoConsent"
  case scope = "photoConsentScope"
  case by = "photoConsentBy"
  case on = "photoConsentOn"

  var label: String {
    switch self {
    case .answer: return "Answer"
    case .scope: return "Covers"
    case .by: return "Given by"
    case .on: return "Day"
    }
  }

  var hint: String {
    switch self {
    case .answer: return "given, refused or withdrawn"
    case .scope: return "record (the record only) or sharing (also with other professionals)"
    case .by: return "the patient, or who speaks for her"
    case .on: return "today or YYYY-MM-DD"
    }
  }
}
