/// How much a wound weeps (PUSH exudate amount); raw values are the command line's.
public enum ExudateAmount: String, CaseIterable, Codable, Sendable {
  /// No exudate.
  case none
  /// Light exudate.
  case light
  /// Moderate exudate.
  case moderate
  /// Heavy exudate.
  case heavy
}

/// What the exudate looks like.
public enum ExudateType: String, CaseIterable, Codable, Sendable {
  /// Clear, watery.
  case serous
  /// Pink, watery with some blood.
  case serosanguineous
  /// Bloody.
  case sanguineous
  /// Pus.
  case purulent
}

/// The state of the skin around the wound; several may apply at once.
public enum PeriwoundCondition: String, CaseIterable, Codable, Sendable {
  /// Healthy, intact skin.
  case intact
  /// White, softened by moisture.
  case macerated
  /// Red.
  case erythema
  /// Hardened.
  case induration
  /// Dry or scaly.
  case dryScaly = "dry-scaly"
}

/// A sign of wound infection the nurse saw; several may apply at once.
///
/// DOMAIN.md names no list. These are the local and spreading signs of the usual bedside
/// checklists (NERDS and STONEES, Sibbald 2006), so a nurse ticks what she sees.
public enum InfectionSign: String, CaseIterable, Codable, Sendable {
  /// Pain increasing since the last visit.
  case increasingPain = "increasing-pain"
  /// Redness spreading beyond the wound edge (cellulitis).
  case spreadingErythema = "spreading-erythema"
  /// Warmth of the periwound skin.
  case warmth
  /// Swelling (oedema) around the wound.
  case swelling
  /// Pus.
  case purulence
  /// A bad smell after cleansing.
  case malodour
  /// Bright, friable granulation that bleeds easily.
  case friableGranulation = "friable-granulation"
  /// The wound breaks down or grows, or new satellite areas appear.
  case woundBreakdown = "wound-breakdown"
  /// Fever.
  case fever
}

/// The wound bed's tissue in whole percentages (DOMAIN.md: the four sum to 100 for an open
/// wound; a closed, resurfaced wound has none).
public struct TissueMix: Hashable, Sendable, Codable {
  /// Epithelial tissue, %.
  public var epithelial: Int
  /// Granulation tissue, %.
  public var granulation: Int
  /// Slough, %.
  public var slough: Int
  /// Necrotic tissue (eschar), %.
  public var necrotic: Int

  /// A mix of the four tissues; missing ones are 0.
  public init(epithelial: Int = 0, granulation: Int = 0, slough: Int = 0, necrotic: Int = 0) {
    self.epithelial = epithelial
    self.granulation = granulation
    self.slough = slough
    self.necrotic = necrotic
  }

  /// The sum of the four percentages.
  public var total: Int { epithelial + granulation + slough + necrotic }

  /// No tissue at all: the mix of a closed wound.
  public static let none = TissueMix()
}

/// An undermining or a tunnel: where it points on the wound's clock face (12 towards the
/// patient's head) and how deep it goes.
public struct ClockExtent: Hashable, Sendable, Codable {
  /// The clock position, 1-12.
  public var clockPosition: Int
  /// How far it goes under the skin.
  public var depth: Centimetres

  /// An extent at `clockPosition` (1-12), `depth` deep.
  public init(clockPosition: Int, depth: Centimetres) {
    self.clockPosition = clockPosition
    self.depth = depth
  }
}
