/// docs/clinical-rules.md, "Wound": a stage is for a pressure injury only, since the NPIAP
/// stages describe nothing else. The app checks it when a wound is opened or edited, and the
/// server on every wound it is sent, through this one rule.
public enum StageRule {
  /// Throws a violation of `stage` when a wound of `type` is given one.
  public static func check(_ stage: PressureInjuryStage?, type: WoundType)
    throws(RuleViolation)
  {
    guard stage != nil else { return }
    try RuleViolation.require(type == .pressureInjury, "stage", "is for a pressure injury only")
  }
}
