import CoreContract

/// How much a wound weeps (PUSH exudate amount): the team's one vocabulary, from CoreContract.
public typealias ExudateAmount = CoreContract.ExudateAmount

/// What the exudate looks like: the team's one vocabulary, from CoreContract.
public typealias ExudateType = CoreContract.ExudateType

/// The state of the skin around the wound (several may apply): from CoreContract.
public typealias PeriwoundCondition = CoreContract.PeriwoundCondition

/// A sign of wound infection the nurse saw (several may apply): from CoreContract.
public typealias InfectionSign = CoreContract.InfectionSign

/// The wound bed's tissue in whole percentages (docs/clinical-rules.md "Assessment": the four
/// sum to 100 for an open wound; a closed, resurfaced wound has none).
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
