/// What a nurse may change of a wound after opening it: what it is and where. Start from the
/// wound as it is (`WoundEdit(wound)`), change what she corrects; only the fields that
/// differ travel to the server, so a colleague's change of another field (a heal) stays.
public struct WoundEdit: Hashable, Sendable {
  /// What kind of wound it is.
  public var type: WoundType
  /// Where it is: the body structure and its side.
  public var site: BodySite
  /// Where on the site, as a clock face (1-12, 12 towards the patient's head); nil when not
  /// said.
  public var clockPosition: Int?
  /// A free description of the location; nil or blank removes it.
  public var description: String?
  /// The stage, for a pressure injury only.
  public var stage: PressureInjuryStage?

  /// An edit with every field given.
  public init(
    type: WoundType,
    site: BodySite,
    clockPosition: Int? = nil,
    description: String? = nil,
    stage: PressureInjuryStage? = nil
  ) {
    self.type = type
    self.site = site
    self.clockPosition = clockPosition
    self.description = description
    self.stage = stage
  }

  /// The wound's details as they are, to change some of them.
  public init(_ wound: Wound) {
    self.init(
      type: wound.type,
      site: wound.site,
      clockPosition: wound.clockPosition,
      description: wound.description,
      stage: wound.stage
    )
  }
}
