/// The questions of the care-plan form, in order. Raw values are the wire fields a refusal
/// names (`primaryDressing`, `dressingChange`), so a refusal re-asks the question.
enum WoundPlanFormField: String, CaseIterable, Sendable {
  case cleansing, primaryDressing, secondaryDressing, dressingChange, assessEveryDays
  case referringNurse

  var label: String {
    switch self {
    case .cleansing: return "Cleansing"
    case .primaryDressing: return "Primary dressing"
    case .secondaryDressing: return "Secondary dressing"
    case .dressingChange: return "Dressing changed"
    case .assessEveryDays: return "Assessed every"
    case .referringNurse: return "Referring nurse"
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
    }
  }

  /// The protocol's texts may hold lines (the team's rule for a dressing).
  var holdsLines: Bool {
    self == .cleansing || self == .primaryDressing || self == .secondaryDressing
  }
}
