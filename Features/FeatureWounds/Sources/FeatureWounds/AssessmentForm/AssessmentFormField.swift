import LibPatient
import LibWound

/// The questions of the assessment form: when the visit was, then the wound in the order a
/// nurse examines it, then its photos.
///
/// Raw values are the field names `RuleViolation.field` uses where LibWound checks
/// the field (`at`, `photo`), so a refusal on save re-asks the right question.
enum AssessmentFormField: String, CaseIterable, Sendable {
  case takenAt = "at"
  case length, width, depth, undermining, tunnelling, tissue
  case exudateAmount, exudateType, periwound, odour, pain, infectionSigns, dressing, notes
  case photos = "photo"

  /// The answer as a saved notice names it: its label without the unit ("length", "tissue").
  var noticeName: String {
    label.replacingOccurrences(of: " cm", with: "").replacingOccurrences(of: " %", with: "")
  }

  var label: String {
    switch self {
    case .takenAt: return "Taken at"
    case .length: return "Length cm"
    case .width: return "Width cm"
    case .depth: return "Depth cm"
    case .undermining: return "Undermining"
    case .tunnelling: return "Tunnelling"
    case .tissue: return "Tissue %"
    case .exudateAmount: return "Exudate"
    case .exudateType: return "Exudate type"
    case .periwound: return "Periwound"
    case .odour: return "Odour"
    case .pain: return "Pain"
    case .infectionSigns: return "Infection"
    case .dressing: return "Dressing"
    case .notes: return "Notes"
    case .photos: return "Photos"
    }
  }

  /// What the nurse is expected to type, shown beside the question.
  var hint: String {
    switch self {
    case .takenAt: return "blank for now, HH:MM today, or YYYY-MM-DD HH:MM"
    case .length: return "head to toe, e.g. 4.5; 0 when closed"
    case .width: return "side to side, e.g. 3.0; 0 when closed"
    case .depth: return "optional"
    case .undermining, .tunnelling: return "clock@cm, e.g. 3@1.5; blank for none"
    case .tissue: return "e.g. g=70 s=30 or granulation=70, slough=30; sums to 100"
    case .exudateAmount: return "a name or its number"
    case .exudateType: return "a name or its number; optional"
    case .periwound: return "intact, macerated, erythema, induration, dry-scaly; comma-separated"
    case .odour: return "y or n"
    case .pain: return "0-10, optional"
    case .infectionSigns: return "e.g. warmth, swelling, purulence; comma-separated, optional"
    case .dressing, .notes: return "optional"
    case .photos: return "JPEG or PNG files, comma-separated; optional"
    }
  }

  /// The values a pick-list offers, numbered under the question; empty for a free answer.
  var choices: [String] {
    switch self {
    case .exudateAmount: return ExudateAmount.allCases.map(\.rawValue)
    case .exudateType: return ExudateType.allCases.map(\.rawValue)
    default: return []
    }
  }

  /// Whether the answer may hold several lines: the team's contract says (the notes do, the
  /// dressing is one line).
  var holdsLines: Bool { WoundTextLines.assessment(rawValue) }
}
