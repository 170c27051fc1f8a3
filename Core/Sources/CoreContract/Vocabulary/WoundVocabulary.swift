/// The kind of wound (docs/clinical-rules.md, "Wound"); raw values are the command line's kebab-case.
public enum WoundType: String, CaseIterable, Codable, Sendable {
  /// A pressure injury (NPIAP), the only type that carries a stage.
  case pressureInjury = "pressure-injury"
  /// A venous leg ulcer.
  case venousLegUlcer = "venous-leg-ulcer"
  /// An arterial ulcer.
  case arterialUlcer = "arterial-ulcer"
  /// A diabetic foot ulcer: its 4-week healing cut-off is 50%, not 40%.
  case diabeticFootUlcer = "diabetic-foot-ulcer"
  /// A surgical wound.
  case surgicalWound = "surgical-wound"
  /// A skin tear.
  case skinTear = "skin-tear"
  /// A burn.
  case burn
  /// A traumatic wound.
  case trauma
  /// Any other wound; say what it is in the description.
  case other
}

/// The NPIAP stage of a pressure injury; raw values are the command line's kebab-case.
public enum PressureInjuryStage: String, CaseIterable, Codable, Sendable {
  /// Stage 1: intact skin with non-blanchable erythema.
  case stage1 = "stage-1"
  /// Stage 2: partial-thickness skin loss with exposed dermis.
  case stage2 = "stage-2"
  /// Stage 3: full-thickness skin loss.
  case stage3 = "stage-3"
  /// Stage 4: full-thickness skin and tissue loss.
  case stage4 = "stage-4"
  /// Unstageable: obscured full-thickness loss.
  case unstageable
  /// Deep tissue injury: persistent non-blanchable deep red, maroon or purple discoloration.
  case deepTissueInjury = "deep-tissue-injury"
}

/// How much compression a care plan puts on the wound's leg (docs/clinical-rules.md,
/// "Compression"); raw values are the command line's and the wire's.
public enum CompressionLevel: String, CaseIterable, Codable, Sendable {
  /// No compression: the default.
  case none
  /// Reduced compression.
  case reduced
  /// Full compression.
  case full
}
