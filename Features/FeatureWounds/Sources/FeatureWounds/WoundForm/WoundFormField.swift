import LibPatient
import LibWound

/// The questions of the new-wound form, in order. Raw values are the field names
/// `RuleViolation.field` uses (`stage`, `openedOn`), so a refusal re-asks the question.
enum WoundFormField: String, CaseIterable, Sendable {
  case type, site, clockPosition, stage, description, openedOn

  var label: String {
    switch self {
    case .type: return "Type"
    case .site: return "Site"
    case .clockPosition: return "Clock"
    case .stage: return "Stage"
    case .description: return "Location"
    case .openedOn: return "Opened on"
    }
  }

  var hint: String {
    switch self {
    case .type: return "a name or its number"
    case .site: return "a name, its number, or map to pick on the body map"
    case .clockPosition: return "1-12, 12 towards the head; optional"
    case .stage: return "a name or its number; optional"
    case .description: return "where exactly, optional"
    case .openedOn: return "YYYY-MM-DD, blank for today"
    }
  }

  /// The values a pick-list offers, numbered under the question; empty for a free answer.
  var choices: [String] {
    switch self {
    case .type: return WoundType.allCases.map(\.rawValue)
    case .site: return BodySite.allCases.map(\.rawValue)
    case .stage: return PressureInjuryStage.allCases.map(\.rawValue)
    case .clockPosition, .description, .openedOn: return []
    }
  }

  /// Whether the answer may hold several lines: the team's contract says (the location does).
  var holdsLines: Bool { WoundTextLines.wound(rawValue) }
}
