import CoreVIPER
import LibWound

/// The questions of the care-plan form, in order. Raw values are the wire fields a refusal
/// names (`primaryDressing`, `dressingChange`), so a refusal re-asks the question.
enum WoundPlanFormField: String, CaseIterable, Sendable, LabelledField {
  case cleansing, primaryDressing, secondaryDressing, dressingChange, assessEveryDays
  case referringNurse, compression, specialistAdvice

  var label: String {
    switch self {
    case .cleansing: return "Cleansing"
    case .primaryDressing: return "Primary dressing"
    case .secondaryDressing: return "Secondary dressing"
    case .dressingChange: return "Dressing changed"
    case .assessEveryDays: return "Assessed every"
    case .referringNurse: return "Referring nurse"
    case .compression: return "Compression"
    case .specialistAdvice: return "Specialist advice"
    }
  }

  var hint: String {
    switch self {
    case .cleansing: return "how the wound is cleansed, optional"
    case .primaryDressing: return "on the wound bed, required"
    case .secondaryDressing: return "over it, optional"
    case .dressingChange: return "every N days (e.g. 2), or weekdays (e.g. mon,thu)"
    case .assessEveryDays: return "days, 1-60, blank for 7"
    case .referringNurse: return "name, optional"
    case .compression: return "full, reduced or none (blank); needs the leg's recent ABPI"
    case .specialistAdvice: return "who and the day (Dr Okafor 2026-02-27), optional"
    }
  }

  /// The question that asks the wire field a refusal names: the advice for its day
  /// (`advisedOn`), nil for a field the form does not ask.
  static func asking(_ field: String) -> WoundPlanFormField? {
    field == "advisedOn" ? .specialistAdvice : WoundPlanFormField(rawValue: field)
  }

  /// Whether the answer may hold several lines: the team's contract says (none of the plan's
  /// texts does: a product, a solution, a nurse).
  var holdsLines: Bool { WoundTextLines.carePlan(rawValue) }
}
