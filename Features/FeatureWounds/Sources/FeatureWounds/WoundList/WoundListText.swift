import CoreVIPER
import LibWound

/// The wound list's short words, so that a row with its id keeps to 80 columns whole (a cut
/// "Diabetic foo…" told less than "DFU"): the abbreviations wound-care nurses write, and a
/// pressure injury's stage beside its type. The detail screen spells everything out.
enum WoundListText {
  /// "PI 3", "PI DTI", "VLU", "DFU", "skin tear".
  static func type(_ type: WoundType, stage: PressureInjuryStage?) -> String {
    switch type {
    case .pressureInjury: return stage.map { "PI \(Self.stage($0))" } ?? "PI"
    case .venousLegUlcer: return "VLU"
    case .arterialUlcer: return "AU"
    case .diabeticFootUlcer: return "DFU"
    case .surgicalWound: return "surgical"
    case .skinTear: return "skin tear"
    case .burn: return "burn"
    case .trauma: return "trauma"
    case .other: return "other"
    }
  }

  /// "3", "DTI", "unst.": the NPIAP stage as charted.
  static func stage(_ stage: PressureInjuryStage) -> String {
    switch stage {
    case .stage1: return "1"
    case .stage2: return "2"
    case .stage3: return "3"
    case .stage4: return "4"
    case .unstageable: return "unst."
    case .deepTissueInjury: return "DTI"
    }
  }

  /// "healed 2025-06-10", "closed": a closing reason is free text, read on the detail.
  static func status(_ status: WoundStatus) -> String {
    if case .closed = status { return "closed" }
    return WoundText.status(status)
  }

  /// What the abbreviations mean, for `?`.
  static let legend = KeyHelp(
    "PI VLU AU DFU",
    "pressure injury (its stage), venous leg, arterial, diabetic foot ulcer"
  )
}
