import CoreVIPER
import LibPatient

/// The questions of the ABPI form: when, then the systolic pressures in mmHg, the arms first
/// (docs/clinical-rules.md "Ankle-brachial pressure index"). Raw values are the wire fields a
/// refusal names, so a refusal re-asks the question.
enum ABPIFormField: String, CaseIterable, TimedRecordField {
  case measuredAt, brachialLeft, brachialRight
  case leftDorsalisPedis, leftPosteriorTibial, rightDorsalisPedis, rightPosteriorTibial

  static let time = measuredAt

  var label: String {
    switch self {
    case .measuredAt: return "Measured at"
    case .brachialLeft: return "Left arm"
    case .brachialRight: return "Right arm"
    case .leftDorsalisPedis: return "Left DP"
    case .leftPosteriorTibial: return "Left PT"
    case .rightDorsalisPedis: return "Right DP"
    case .rightPosteriorTibial: return "Right PT"
    }
  }

  var hint: String {
    let pressures = ABPIMeasurement.pressureRange
    let range = "\(pressures.lowerBound)-\(pressures.upperBound)"
    switch self {
    case .measuredAt: return "now, HH:MM today, or YYYY-MM-DD HH:MM"
    case .brachialLeft, .brachialRight:
      return "brachial systolic, mmHg \(range); blank if not taken (one arm at least)"
    case .leftDorsalisPedis, .rightDorsalisPedis:
      return "dorsalis pedis systolic, mmHg \(range); blank if not taken"
    case .leftPosteriorTibial, .rightPosteriorTibial:
      return "posterior tibial systolic, mmHg \(range); blank if not taken (a leg may be absent)"
    }
  }

  /// The question a refusal names: the wire's field, `measuredAt` for the time.
  init?(refusedField name: String) {
    self.init(rawValue: name == "at" ? "measuredAt" : name)
  }
}
