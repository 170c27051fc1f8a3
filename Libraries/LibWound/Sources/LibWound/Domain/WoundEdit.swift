/// What a nurse may change of a wound after opening it: what it is and where. Start from the
/// wound as it is (`WoundEdit(wound)`), change what she corrects; only the fields that
/// differ travel to the server, so a colleague's change of another field (a heal) stays.
public struct WoundEdit: Hashable, Sendable {
  /// What kind of wound it is.
  public var type: WoundType
  /// Where it is.
  public var site: BodySite
  /// A free description of the location; nil or blank removes it.
  public var description: String?
  /// The stage, for a pressure injury only.
  public var stage: PressureInjuryStage?

  /// An edit with every field given.
  public init(
    type: WoundType,
    site: BodySite,
    description: String? = nil,
    stage: PressureInjuryStage? = nil
  ) {
    self.type = type
    self.site = site
    self.description = description
    self.stage = stage
  }

  /// The wound's details as they are, to change some of them.
  public init(_ wound: Wound) {
    self.init(
      type: wound.type,
      site: wound.site,
      description: wound.description,
      stage: wound.stage
    )
  }
}
