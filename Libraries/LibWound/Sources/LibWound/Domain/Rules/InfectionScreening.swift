import Foundation
import LibPatient

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

  /// The verdict as a nurse reads it, with what to do: "deep infection suspected: tell the
  /// physician today".
  public var words: String { "\(finding): \(action)" }

  /// What to do first, for a line a narrow screen may cut (the alerts, the round): "tell the
  /// physician today: deep infection suspected".
  public var actionFirst: String { "\(action): \(finding)" }

  /// What the screening found: "deep infection suspected".
  public var finding: String {
    switch self {
    case .localInfectionLikely: return "local infection likely"
    case .deepInfectionSuspected: return "deep infection suspected"
    }
  }

  /// What the nurse does about it: "tell the physician today".
  public var action: String {
    switch self {
    case .localInfectionLikely: return "consider a topical antimicrobial"
    case .deepInfectionSuspected: return "tell the physician today"
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
  ) -> [Assessment.ID: InfectionScreening] {
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
  ) -> [Assessment.ID: InfectionScreening] {
    let current = CurrentAssessments.of(assessments)
    return screenings(
      type: type,
      current,
      of: current.indices,
      id: \.id,
      takenAt: \.takenAt,
      findings: \.findings,
      clock: clock
    )
  }

  /// The screening of the latest current assessment of `glances` (a wound's history as the
  /// alerts and the round read it), nil without one: the one that stands for the wound.
  static func latest(
    type: WoundType,
    _ glances: [AssessmentGlance],
    clock: DayClock
  ) -> InfectionScreening? {
    let current = CurrentAssessments.of(
      glances,
      id: \.id,
      takenAt: \.takenAt,
      supersedes: \.supersedes
    )
    guard let latest = current.last else { return nil }
    // Only the latest is screened: the baseline and the one before are all it reads.
    return screenings(
      type: type,
      current,
      of: [current.count - 1],
      id: \.id,
      takenAt: \.takenAt,
      findings: \.findings,
      clock: clock
    )[latest.id]
  }

  /// The screening of every current assessment of `current` (glances, current ones oldest
  /// first: the handover reads these of each wound it shows).
  static func screenings(
    type: WoundType,
    current: [AssessmentGlance],
    clock: DayClock
  ) -> [Assessment.ID: InfectionScreening] {
    screenings(
      type: type,
      current,
      of: current.indices,
      id: \.id,
      takenAt: \.takenAt,
      findings: \.findings,
      clock: clock
    )
  }

  /// The rule over `current`, a wound's current assessments oldest first, however they were
  /// read, for those at `indices`: written once for the wound's detail, the alerts and the
  /// round.
  private static func screenings<Item>(
    type: WoundType,
    _ current: [Item],
    of indices: some Sequence<Int>,
    id: KeyPath<Item, Assessment.ID>,
    takenAt: KeyPath<Item, Date>,
    findings: KeyPath<Item, AssessmentFindings>,
    clock: DayClock
  ) -> [Assessment.ID: InfectionScreening] {
    guard let baseline = current.first else { return [:] }
    let baselineArea = WoundArea.area(of: baseline[keyPath: findings])
    let baselineDay = clock.day(of: baseline[keyPath: takenAt])
    let cutOffTenths = HealingTrajectoryRule.cutOffPercent(for: type) * 10
    var result: [Assessment.ID: InfectionScreening] = [:]
    for index in indices {
      let assessment = current[index]
      let found = assessment[keyPath: findings]
      let previous = index > 0 ? current[index - 1][keyPath: findings] : nil
      let day = baselineDay.days(until: clock.day(of: assessment[keyPath: takenAt]))
      let reduction = PercentAreaReduction(baseline: baselineArea, area: WoundArea.area(of: found))
      let isNonHealing =
        day >= nonHealingFromDay && reduction.map { $0.tenths < cutOffTenths } == true
      result[assessment[keyPath: id]] = screening(
        found,
        previous: previous,
        isNonHealing: isNonHealing
      )
    }
    return result
  }

  private static func rank(_ amount: ExudateAmount) -> Int {
    PushScore.exudatePoints(amount)
  }
}
