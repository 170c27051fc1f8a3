/// A SNOMED CT concept: its code and the display its source gives it.
public struct SNOMEDConcept: Hashable, Sendable {
  /// The concept id (`84607009`).
  public let code: String
  /// The display, as the value set that lists it gives it.
  public let display: String

  /// The concept `code`, shown as `display`.
  public init(_ code: String, _ display: String) { (self.code, self.display) = (code, display) }
}

/// The skin structure a wound lies on, without its side (docs/clinical-rules.md, "Wound"):
/// each with its SNOMED CT concept, declared here once for the FHIR export and every reader.
/// Raw values are the command line's kebab-case.
public enum BodyStructure: String, CaseIterable, Codable, Sendable {
  /// The sacrum (midline).
  case sacrum
  /// The coccyx (midline).
  case coccyx
  /// A heel.
  case heel
  /// An ischium.
  case ischium
  /// A greater trochanter.
  case trochanter
  /// A malleolus.
  case malleolus
  /// A lower leg.
  case lowerLeg = "lower-leg"
  /// A foot.
  case foot
  /// A toe.
  case toe
  /// The abdomen (midline).
  case abdomen
  /// The back (midline).
  case back
  /// Anywhere else; the description says where (and on which side).
  case other

  /// Whether the body has one on each side, so a wound there has a side; the sacrum, coccyx,
  /// abdomen and back are on the midline, and `other` has no side to code.
  public var isPaired: Bool {
    switch self {
    case .heel, .ischium, .trochanter, .malleolus, .lowerLeg, .foot, .toe: true
    case .sacrum, .coccyx, .abdomen, .back, .other: false
    }
  }

  /// Whether a wound here is on a leg (compression may go on it); a malleolus, heel, foot and
  /// toe count with the lower leg.
  public var isOnLeg: Bool {
    switch self {
    case .heel, .malleolus, .lowerLeg, .foot, .toe: true
    case .sacrum, .coccyx, .ischium, .trochanter, .abdomen, .back, .other: false
    }
  }

  /// The structure's SNOMED CT skin structure, from the woundAnatomicLocationVS value set of
  /// HL7's Skin Wound Assessment IG 0.1.0 (sideless, as its concepts are); nil for `other`,
  /// whose description alone says where.
  public var snomedCT: SNOMEDConcept? {
    switch self {
    case .sacrum: SNOMEDConcept("51027004", "Skin structure of sacral region")
    case .coccyx: SNOMEDConcept("22115004", "Skin structure of coccygeal region")
    case .heel: SNOMEDConcept("84607009", "Skin structure of heel")
    case .ischium:
      SNOMEDConcept("699903000", "Skin structure of ischial tuberosity subregion of buttock region")
    case .trochanter: SNOMEDConcept("450693000", "Skin structure over greater trochanter of hip")
    case .malleolus: SNOMEDConcept("419975006", "Skin structure of malleolus")
    case .lowerLeg: SNOMEDConcept("75144006", "Skin structure of lower leg")
    case .foot: SNOMEDConcept("60496002", "Skin structure of foot")
    case .toe: SNOMEDConcept("52034004", "Skin structure of toe")
    case .abdomen: SNOMEDConcept("75093004", "Skin structure of abdomen")
    case .back: SNOMEDConcept("66643007", "Skin structure of back")
    case .other: nil
    }
  }
}

/// The side of a wound's body structure, from the patient's point of view.
public enum Laterality: String, CaseIterable, Codable, Sendable {
  /// The left one.
  case left
  /// The right one.
  case right
  /// Both: one wound record for the two sides (bilateral leg ulcers, for instance).
  case bilateral
  /// No side: a midline structure, or `other`.
  case none

  /// The SNOMED CT laterality qualifier (the bodysite-laterality value set of FHIR and HL7
  /// Europe's siteLaterality-eu: 7771000, 24028007, 51440002); nil for no side.
  public var snomedCT: SNOMEDConcept? {
    switch self {
    case .left: SNOMEDConcept("7771000", "Left")
    case .right: SNOMEDConcept("24028007", "Right")
    case .bilateral: SNOMEDConcept("51440002", "Right and left")
    case .none: nil
    }
  }
}

/// Where a wound is: a body structure and its side (docs/clinical-rules.md, "Wound").
///
/// Its raw value is the short name nurses type and the wire's `site` carries (`left-heel`,
/// `sacrum`, `bilateral-lower-leg`): the side's name, a dash and the structure's, or the
/// structure's alone for no side. This is the one place that name is read and written; the
/// names of the old fixed list read and mean what they did. Only valid pairs exist: the rule is
/// `init(_:_:)`'s.
public struct BodySite: RawRepresentable, CaseIterable, Hashable, Codable, Sendable,
  CustomStringConvertible
{
  /// The skin structure.
  public let structure: BodyStructure
  /// Its side; `.none` exactly for a structure that is not paired.
  public let laterality: Laterality

  /// The site on `structure` at `laterality`. Throws a `RuleViolation` naming `site` unless
  /// the side fits the structure: none on the midline (and for `other`), left, right or
  /// bilateral on a paired one.
  public init(_ structure: BodyStructure, _ laterality: Laterality = .none)
    throws(RuleViolation)
  {
    if structure.isPaired {
      try RuleViolation.require(
        laterality != .none,
        "site",
        "\(structure.rawValue) needs a side: left, right or bilateral"
      )
    } else {
      try RuleViolation.require(
        laterality == .none,
        "site",
        "\(structure.rawValue) has no side (not \(laterality.rawValue))"
      )
    }
    self.init(checked: structure, laterality)
  }

  private init(checked structure: BodyStructure, _ laterality: Laterality) {
    (self.structure, self.laterality) = (structure, laterality)
  }

  /// The site a short name names (`left-heel`, `sacrum`), nil for any other text.
  public init?(rawValue: String) {
    for side in [Laterality.left, .right, .bilateral] where rawValue.hasPrefix(side.rawValue + "-")
    {
      let rest = String(rawValue.dropFirst(side.rawValue.count + 1))
      guard let structure = BodyStructure(rawValue: rest) else { return nil }
      guard let site = try? BodySite(structure, side) else { return nil }
      self = site
      return
    }
    guard let structure = BodyStructure(rawValue: rawValue),
      let site = try? BodySite(structure, .none)
    else { return nil }
    self = site
  }

  /// The short name: `left-heel`, `sacrum`.
  public var rawValue: String {
    laterality == .none ? structure.rawValue : "\(laterality.rawValue)-\(structure.rawValue)"
  }

  /// The short name.
  public var description: String { rawValue }

  /// Every site, in the order of the form's list: the old fixed list first, in its order, so
  /// its numbers keep meaning what they did, then the bilateral sites.
  public static let allCases: [BodySite] =
    [.sacrum, .coccyx]
    + [BodyStructure.heel, .ischium, .trochanter, .malleolus, .lowerLeg, .foot, .toe].flatMap {
      [BodySite(checked: $0, .left), BodySite(checked: $0, .right)]
    } + [.abdomen, .back, .other]
    + BodyStructure.allCases.filter(\.isPaired).map { BodySite(checked: $0, .bilateral) }

  /// Reads the short name; any other text is refused as the enum it replaces refused it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let site = BodySite(rawValue: name) else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: "Cannot initialize BodySite from invalid String value \(name)"
      )
    }
    self = site
  }

  /// Writes the short name.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

extension BodySite {
  /// The sacrum.
  public static let sacrum = BodySite(checked: .sacrum, .none)
  /// The coccyx.
  public static let coccyx = BodySite(checked: .coccyx, .none)
  /// The left heel.
  public static let leftHeel = BodySite(checked: .heel, .left)
  /// The right heel.
  public static let rightHeel = BodySite(checked: .heel, .right)
  /// The left ischium.
  public static let leftIschium = BodySite(checked: .ischium, .left)
  /// The right ischium.
  public static let rightIschium = BodySite(checked: .ischium, .right)
  /// The left trochanter.
  public static let leftTrochanter = BodySite(checked: .trochanter, .left)
  /// The right trochanter.
  public static let rightTrochanter = BodySite(checked: .trochanter, .right)
  /// The left malleolus.
  public static let leftMalleolus = BodySite(checked: .malleolus, .left)
  /// The right malleolus.
  public static let rightMalleolus = BodySite(checked: .malleolus, .right)
  /// The left lower leg.
  public static let leftLowerLeg = BodySite(checked: .lowerLeg, .left)
  /// The right lower leg.
  public static let rightLowerLeg = BodySite(checked: .lowerLeg, .right)
  /// Both lower legs.
  public static let bilateralLowerLeg = BodySite(checked: .lowerLeg, .bilateral)
  /// The left foot.
  public static let leftFoot = BodySite(checked: .foot, .left)
  /// The right foot.
  public static let rightFoot = BodySite(checked: .foot, .right)
  /// A toe of the left foot.
  public static let leftToe = BodySite(checked: .toe, .left)
  /// A toe of the right foot.
  public static let rightToe = BodySite(checked: .toe, .right)
  /// The abdomen.
  public static let abdomen = BodySite(checked: .abdomen, .none)
  /// The back.
  public static let back = BodySite(checked: .back, .none)
  /// Anywhere else; say where in the description.
  public static let other = BodySite(checked: .other, .none)
}
