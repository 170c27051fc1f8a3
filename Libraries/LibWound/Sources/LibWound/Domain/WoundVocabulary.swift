import CoreContract

/// The kind of wound (docs/clinical-rules.md "Wound"): the team's one vocabulary, from
/// CoreContract.
public typealias WoundType = CoreContract.WoundType

/// Where a wound is, from the fixed list of docs/clinical-rules.md "Wound": the team's one
/// vocabulary, from CoreContract.
public typealias BodySite = CoreContract.BodySite

/// The NPIAP stage of a pressure injury: the team's one vocabulary, from CoreContract.
public typealias PressureInjuryStage = CoreContract.PressureInjuryStage

/// How much compression a care plan puts on the wound's leg (docs/clinical-rules.md,
/// "Compression"): the team's one vocabulary, from CoreContract.
public typealias CompressionLevel = CoreContract.CompressionLevel
