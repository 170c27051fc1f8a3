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
/// The local and spreading signs of the bedside checklists NERDS and STONEES (Sibbald 2006), so
/// a nurse ticks what she sees; LibWound's infection screening counts them
/// (docs/clinical-rules.md "Infection screening").
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
  /// A sterile probe reaches bone through the wound (STONEES' "probes to bone").
  case probesToBone = "probes-to-bone"
  /// Fever.
  case fever
}
