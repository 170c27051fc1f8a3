import Foundation

/// One sign of the bedside infection checklists NERDS (local) and STONEES (deep), as the
/// screening counts it: recorded by the nurse or derived from the wound's history
/// (docs/clinical-rules.md "Infection screening").
public enum ScreeningSign: String, CaseIterable, Codable, Sendable {
  /// NERDS' N: taken 21 days or more after the baseline, with a PAR under the type's cut-off.
  case nonHealing = "non-healing"
  /// NERDS' and STONEES' E: more exudate than at the previous assessment.
  case exudateIncreased = "exudate-increased"
  /// NERDS' R: the sign `friable-granulation`.
  case friableGranulation = "friable-granulation"
  /// NERDS' D: any slough or necrotic tissue.
  case debris
  /// NERDS' and STONEES' S (smell): odour, or the sign `malodour`.
  case smell
  /// STONEES' S (size): an area above the previous assessment's.
  case sizeBigger = "size-bigger"
  /// STONEES' T: the sign `warmth`.
  case temperatureIncreased = "temperature-increased"
  /// STONEES' O: the sign `probes-to-bone`.
  case probesToBone = "probes-to-bone"
  /// STONEES' N: the sign `wound-breakdown`.
  case newBreakdown = "new-breakdown"
  /// STONEES' E: the sign `spreading-erythema` or `swelling`.
  case erythemaOedema = "erythema-oedema"

  /// The NERDS signs, in the mnemonic's order.
  public static let local: [ScreeningSign] = [
    .nonHealing, .exudateIncreased, .friableGranulation, .debris, .smell,
  ]
  /// The STONEES signs, in the mnemonic's order.
  public static let deep: [ScreeningSign] = [
    .sizeBigger, .temperatureIncreased, .probesToBone, .exudateIncreased, .erythemaOedema,
    .smell, .newBreakdown,
  ]

  /// The sign in words: "exudate increased", "probes to bone".
  public var words: String {
    switch self {
    case .nonHealing: return "non-healing"
    case .exudateIncreased: return "exudate increased"
    case .friableGranulation: return "red friable granulation"
    case .debris: return "debris"
    case .smell: return "smell"
    case .sizeBigger: return "size bigger"
    case .temperatureIncreased: return "temperature increased"
    case .probesToBone: return "probes to bone"
    case .newBreakdown: return "new breakdown"
    case .erythemaOedema: return "erythema or oedema"
    }
  }
}

/// What the screening concludes; both verdicts may hold at once.
public enum InfectionVerdict: String, CaseIterable, Codable, Sendable {
  /// Three NERDS signs or more.
  case localInfectionLikely = "local-infection-likely"
  /// Three STONEES signs or more, or fever with at least one.
  case deepInfectionSuspected = "deep-infection-suspected"

  /// The verdict as a nurse reads it, with what to do.
  public var words: String {
    switch self {
    case .localInfectionLikely:
      return "local infection likely: consider a topical antimicrobial"
    case .deepInfectionSuspected:
      return "deep infection suspected: tell the physician today"
    }
  }
}

/// The infection screening of one current assessment: the NERDS and STONEES signs that count,
/// and the verdicts they give.
public struct InfectionScreening: Hashable, Sendable {
  /// The NERDS signs that count, in the mnemonic's order; `localCount` is their number (0-5).
  public var localSigns: [ScreeningSign]
  /// The STONEES signs that count, in the mnemonic's order; `deepCount` is their number (0-7).
  public var deepSigns: [ScreeningSign]
  /// Whether the nurse recorded the sign `fever`.
  public var fever: Bool

  /// A screening from its counted signs.
  public init(localSigns: [ScreeningSign], deepSigns: [ScreeningSign], fever: Bool) {
    self.localSigns = localSigns
    self.deepSigns = deepSigns
    self.fever = fever
  }

  /// The local (NERDS) count, 0-5.
  public var localCount: Int { localSigns.count }
  /// The deep (STONEES) count, 0-7.
  public var deepCount: Int { deepSigns.count }

  /// The verdicts that hold, local first: local ≥ 3; deep ≥ 3, or fever with deep ≥ 1.
  public var verdicts: [InfectionVerdict] {
    var verdicts: [InfectionVerdict] = []
    if localCount >= 3 { verdicts.append(.localInfectionLikely) }
    if deepCount >= 3 || (fever && deepCount >= 1) { verdicts.append(.deepInfectionSuspected) }
    return verdicts
  }

  /// True when the physician must be told today.
  public var isDeepInfectionSuspected: Bool { verdicts.contains(.deepInfectionSuspected) }
}

/// docs/clinical-rules.md "Infection screening": Sibbald, Woo and Ayello's NERDS and STONEES
/// (Sibbald et al. 2006, Adv Skin Wound Care 19:447; Woo & Sibbald 2009: any three signs).
public enum InfectionScreeningRule {
  /// Days after the baseline from which a wound can be non-healing.
  public static let nonHealingFromDay = 21

  /// The screening of `findings`, given the previous current assessment's findings (nil for a
  /// wound's first: no "increased" sign counts then) and whether the wound is non-healing at it.
  public static func screening(
    _ findings: AssessmentFindings,
    previous: AssessmentFindings?,
    isNonHealing: Bool
  ) -> InfectionScreening {
    let signs = findings.infectionSigns
    var counted: Set<ScreeningSign> = []
    if isNonHealing { counted.insert(.nonHealing) }
    if let previous {
      if rank(findings.exudateAmount) > rank(previous.exudateAmount) {
        counted.insert(.exudateIncreased)
      }
      if WoundArea.area(of: findings) > WoundArea.area(of: previous) {
        counted.insert(.sizeBigger)
      }
    }
    if signs.contains(.friableGranulation) { counted.insert(.friableGranulation) }
    if findings.tissue.slough + findings.tissue.necrotic > 0 { counted.insert(.debris) }
    if findings.odour || signs.contains(.malodour) { counted.insert(.smell) }
    if signs.contains(.warmth) { counted.insert(.temperatureIncreased) }
    if signs.contains(.probesToBone) { counted.insert(.probesToBone) }
    if signs.contains(.woundBreakdown) { counted.insert(.newBreakdown) }
    if signs.contains(.spreadingErythema) || signs.contains(.swelling) {
      counted.insert(.erythemaOedema)
    }
    return InfectionScreening(
      localSigns: ScreeningSign.local.filter(counted.contains),
      deepSigns: ScreeningSign.deep.filter(counted.contains),
      fever: signs.contains(.fever)
    )
  }

  /// The screening of every current (not superseded) assessment of a wound of `type`, by id.
  ///
  /// "Previous" is the previous current assessment by time taken; the baseline is the first.
  /// Days are calendar days in `timeZone` (the nurse's), as the 4-week trajectory counts them.
  /// A baseline of 0.0 cm² has no PAR, so nothing is non-healing from it.
  public static func screenings(
    type: WoundType,
    assessments: [Assessment],
    timeZone: TimeZone = .current
  ) -> [UUID: InfectionScreening] {
    screenings(type: type, assessments: assessments, clock: DayClock(timeZone))
  }

  /// The screening `candidate` would have once recorded beside `history` (the wound's
  /// assessments, superseded ones included): what a form shows before saving. Nil when the
  /// candidate would itself be superseded.
  public static func screening(
    of candidate: Assessment,
    history: [Assessment],
    type: WoundType,
    timeZone: TimeZone = .current
  ) -> InfectionScreening? {
    let others = history.filter { $0.id != candidate.id }
    return screenings(type: type, assessments: others + [candidate], timeZone: timeZone)[
      candidate.id
    ]
  }

  /// The same with the days read from `clock`, kept across wounds.
  static func screenings(
    type: WoundType,
    assessments: [Assessment],
    clock: DayClock
  ) -> [UUID: InfectionScreening] {
    let current = CurrentAssessments.of(assessments)
    guard let baseline = current.first else { return [:] }
    let baselineArea = WoundArea.area(of: baseline.findings)
    let baselineDay = clock.day(of: baseline.takenAt)
    let cutOffTenths = HealingTrajectoryRule.cutOffPercent(for: type) * 10
    var result: [UUID: InfectionScreening] = [:]
    var previous: AssessmentFindings?
    for assessment in current {
      let day = baselineDay.days(until: clock.day(of: assessment.takenAt))
      let reduction = PercentAreaReduction(
        baseline: baselineArea,
        area: WoundArea.area(of: assessment.findings)
      )
      let isNonHealing =
        day >= nonHealingFromDay && reduction.map { $0.tenths < cutOffTenths } == true
      result[assessment.id] = screening(
        assessment.findings,
        previous: previous,
        isNonHealing: isNonHealing
      )
      previous = assessment.findings
    }
    return result
  }

  private static func rank(_ amount: ExudateAmount) -> Int {
    PushScore.exudatePoints(amount)
  }
}
