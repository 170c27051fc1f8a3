import CoreContract

/// The kind of wound (docs/clinical-rules.md "Wound"): the team's one vocabulary, from
/// CoreContract.
public typealias WoundType = CoreContract.WoundType

/// Where a wound is: a body structure and its side, read from and written as the short name
/// nurses type (docs/clinical-rules.md "Coded body sites"): the team's one vocabulary, from
/// CoreContract.
public typealias BodySite = CoreContract.BodySite

/// A wound site's body structure, without its side, with its SNOMED CT code.
public typealias BodyStructure = CoreContract.BodyStructure

/// A wound site's side: left, right, bilateral or none.
public typealias Laterality = CoreContract.Laterality

/// The NPIAP stage of a pressure injury: the team's one vocabulary, from CoreContract.
public typealias PressureInjuryStage = CoreContract.PressureInjuryStage

/// How much compression a care plan puts on the wound's leg (docs/clinical-rules.md,
/// "Compression"): the team's one vocabulary, from CoreContract.
public typealias CompressionLevel = CoreContract.CompressionLevel

/// Which texts of LibWound's records may hold lines (newline and tab), as the team's contract
/// declares them (`TeamRecord.text(of:)`): the one answer the forms read, so a paste keeps
/// its line breaks exactly where the library and the server accept them.
public enum WoundTextLines {
  /// True when the wound's field `wireName` (`description`) holds lines.
  public static func wound(_ wireName: String) -> Bool {
    Wire.Wound.fieldsHoldingLines.contains(wireName)
  }

  /// True when the assessment's field `wireName` (`notes`) holds lines.
  public static func assessment(_ wireName: String) -> Bool {
    Wire.Assessment.fieldsHoldingLines.contains(wireName)
  }

  /// True when the care plan's field `wireName` holds lines (none does).
  public static func carePlan(_ wireName: String) -> Bool {
    Wire.CarePlan.fieldsHoldingLines.contains(wireName)
  }
}
