import CoreVIPER

/// The questions of the Braden form, in the order of the scale (docs/clinical-rules.md
/// "Braden scale"), the time first.
///
/// Each subscale's hint says briefly what its scores mean (Braden & Bergstrom's wording,
/// shortened), so the nurse scores without the chart at hand.
enum BradenFormField: String, CaseIterable, TimedRecordField {
  case assessedAt, sensoryPerception, moisture, activity, mobility, nutrition, frictionShear

  static let time = assessedAt

  /// Short enough for the summary's label column ("Sensory", not "Sensory perception": the
  /// hint says the rest).
  var label: String {
    switch self {
    case .assessedAt: return "Assessed at"
    case .sensoryPerception: return "Sensory"
    case .moisture: return "Moisture"
    case .activity: return "Activity"
    case .mobility: return "Mobility"
    case .nutrition: return "Nutrition"
    case .frictionShear: return "Friction"
    }
  }

  var hint: String {
    switch self {
    case .assessedAt: return "now, HH:MM today, or YYYY-MM-DD HH:MM"
    case .sensoryPerception:
      return "perception: 1 completely limited, 2 very limited, 3 slightly limited, "
        + "4 no impairment"
    case .moisture:
      return "skin: 1 constantly moist, 2 very moist, 3 occasionally moist, 4 rarely moist"
    case .activity: return "1 bedfast, 2 chairfast, 3 walks occasionally, 4 walks frequently"
    case .mobility:
      return "1 completely immobile, 2 very limited, 3 slightly limited, 4 no limitation"
    case .nutrition:
      return "1 very poor, 2 probably inadequate, 3 adequate, 4 excellent"
    case .frictionShear:
      return "and shear: 1 problem, 2 potential problem, 3 no apparent problem"
    }
  }

  /// The scores a subscale takes: 1-4, friction and shear 1-3 (docs/clinical-rules.md).
  var scores: ClosedRange<Int> {
    switch self {
    case .assessedAt: return 0...0
    case .frictionShear: return 1...3
    default: return 1...4
    }
  }

  /// The question a refusal from LibPatient names: its own names (`sensory`, `friction`,
  /// `at`) or the wire's.
  init?(refusedField name: String) {
    switch name {
    case "at", "assessedAt": self = .assessedAt
    case "sensory", "sensoryPerception": self = .sensoryPerception
    case "friction", "frictionShear": self = .frictionShear
    default: self.init(rawValue: name)
    }
  }
}
