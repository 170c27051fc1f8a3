import CoreContract

/// What a nurse says of a wound when she opens it and may correct after: what it is and where.
/// One shape for the three uses, so a field of them is declared here once: a `NewWound`
/// carries it, a `Wound` holds it (and reads its fields as its own: `wound.site`), and
/// `WoundLibrary.edit(_:_:)` takes it, started from the wound as it is (`WoundDetails(wound)`)
/// with what she corrects changed; only the fields that differ travel to the server, so a
/// colleague's change of another field (a heal) stays.
public struct WoundDetails: Hashable, Sendable {
  /// What kind of wound it is.
  public var type: WoundType
  /// Where it is: the body structure and its side.
  public var site: BodySite
  /// Where on the site, as a clock face (1-12, 12 towards the patient's head); nil when not
  /// said.
  public var clockPosition: Int?
  /// A free description of the location ("2 cm above the left lateral malleolus"); nil or
  /// blank for none.
  public var description: String?
  /// The NPIAP stage; only a pressure injury has one.
  public var stage: PressureInjuryStage?

  /// Details with every field given.
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
    self = wound.details
  }

  /// The free texts, in the order a nurse is asked them and reads them, each with the
  /// `Wire.Wound` field that carries it: a new optional text is its property above and one
  /// line here, and the adapter, the store's trimming, the form, the detail screen, the
  /// command line and `--json` follow (docs/sync.md, "Adding a field").
  static let wireTexts: [WireText<WoundDetails, Wire.Wound>] = [
    WireText(.description, \.description, \.description)
  ]

  /// The free texts by name, in order: what the form asks, the detail shows and the command
  /// line and `--json` carry.
  public static let texts: [DetailText<WoundDetails>] = wireTexts.map(\.text)

  /// As the store keeps them: free texts trimmed, a blank one as none.
  var trimmed: WoundDetails { WireText.trimmed(Self.wireTexts, self) }
}
