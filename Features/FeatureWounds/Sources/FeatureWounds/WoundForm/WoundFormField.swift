import LibPatient
import LibWound

/// The questions of the new-wound form, in order. Raw values are the field names
/// `RuleViolation.field` uses (`stage`, `openedOn`), so a refusal re-asks the question.
///
/// A free text of the wound's details (`WoundDetails.texts`, found by its name) is a case
/// with its label and hint and nothing more: the answers read it from and into the details,
/// and the detail screen shows it under the same label, after the stage.
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

  /// Where the wound's details hold the answer, for a free text of theirs; nil for the
  /// questions the form reads itself.
  var text: DetailText<WoundDetails>? {
    WoundDetails.texts.first { $0.name == rawValue }
  }

  /// The questions that are free texts of the details, in order.
  static var texts: [(field: WoundFormField, text: DetailText<WoundDetails>)] {
    allCases.compactMap { field in field.text.map { (field, $0) } }
  }

  /// Whether the answer may hold several lines: the team's contract says (the location does).
  var holdsLines: Bool { WoundTextLines.wound(rawValue) }
}
