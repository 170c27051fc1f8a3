/// The questions of the assessment form, in the order a nurse examines a wound.
///
/// Raw values are the field names `WoundValidationError.field` uses where LibWound checks
/// the field, so a refusal on save re-asks the right question.
enum AssessmentFormField: String, CaseIterable, Sendable {
  case length, width, depth, undermining, tunnelling, tissue
  case exudateAmount, exudateType, periwound, odour, pain, infectionSigns, dressing, notes

  var label: String {
    switch self {
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
    }
  }

  /// What the nurse is expected to type, shown beside the question.
  var hint: String {
    switch self {
    case .length: return "head to toe, e.g. 4.5; 0 when closed"
    case .width: return "side to side, e.g. 3.0; 0 when closed"
    case .depth: return "optional"
    case .undermining, .tunnelling: return "clock@cm, e.g. 3@1.5; blank for none"
    case .tissue: return "e.g. granulation=70, slough=30; sums to 100"
    case .exudateAmount: return "none, light, moderate or heavy"
    case .exudateType: return "serous, serosanguineous, sanguineous or purulent; optional"
    case .periwound: return "intact, macerated, erythema, induration, dry-scaly; comma-separated"
    case .odour: return "y or n"
    case .pain: return "0-10, optional"
    case .infectionSigns: return "e.g. warmth, swelling, purulence; comma-separated, optional"
    case .dressing, .notes: return "optional"
    }
  }

  /// The dressing and the notes may hold several lines (the team's rule for their text).
  var holdsLines: Bool { self == .dressing || self == .notes }
}
