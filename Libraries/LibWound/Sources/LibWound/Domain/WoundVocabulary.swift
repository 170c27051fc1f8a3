import CoreContract

/// The kind of wound (DOMAIN.md "Wound"): the team's one vocabulary, from CoreContract.
public typealias WoundType = CoreContract.WoundType

/// Where a wound is, from DOMAIN.md's fixed list: the team's one vocabulary, from CoreContract.
public typealias BodySite = CoreContract.BodySite

/// The NPIAP stage of a pressure injury: the team's one vocabulary, from CoreContract.
public typealias PressureInjuryStage = CoreContract.PressureInjuryStage
