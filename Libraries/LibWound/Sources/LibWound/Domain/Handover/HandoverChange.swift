import CoreContract
import Foundation
import LibPatient

/// One thing a colleague recorded about a patient (docs/care-plans.md "Handover"): what, when
/// (the record's own time) and by whom.
public struct HandoverChange: Hashable, Sendable {
  /// When it was recorded: an assessment's or a Braden's time taken, an ABPI's measured, a
  /// plan's last change, a message's sent.
  public var at: Date
  /// Who recorded it; nil when the record names nobody (recorded without a login).
  public var by: String?
  /// What it is.
  public var event: HandoverEvent

  /// A change with every field given.
  public init(at: Date, by: String?, event: HandoverEvent) {
    self.at = at
    self.by = by
    self.event = event
  }

  /// Its kind, as `--json` names it: `assessment`, `plan`, `braden`, `abpi`, `message`.
  public var kind: String {
    switch event {
    case .assessment: "assessment"
    case .plan: "plan"
    case .braden: "braden"
    case .abpi: "abpi"
    case .message: "message"
    }
  }

  /// The change in a nurse's words, one line: "assessment left-heel: area 4.2 cm² (+0.8),
  /// PUSH 9 (+1); deep infection suspected: tell the physician today".
  public var words: String { event.words }
}

/// What a colleague recorded.
public enum HandoverEvent: Hashable, Sendable {
  /// A new assessment of a wound (a correction too), with its numbers and their change.
  case assessment(HandoverAssessment)
  /// A care plan written or changed: the wound's, with its primary dressing.
  case plan(woundID: Wound.ID, site: BodySite, primaryDressing: String, isNew: Bool)
  /// A Braden assessment: its total and risk band.
  case braden(total: Int, risk: BradenRisk)
  /// An ABPI measurement.
  case abpi(ABPIMeasurement)
  /// A message about her (LibMessage's, handed in by the app: `PatientHandover.adding`).
  case message(body: String)

  /// The event in a nurse's words, one line.
  public var words: String {
    switch self {
    case .assessment(let assessment): assessment.words
    case .plan(_, let site, let dressing, let isNew):
      "\(isNew ? "new care plan" : "care plan changed") \(site.rawValue): \(dressing)"
    case .braden(let total, let risk):
      "Braden \(total) (\(risk == .none ? risk.label : "\(risk.label) risk"))"
    case .abpi(let measurement): "ABPI \(measurement.legsText)"
    case .message(let body): "message: \(body)"
    }
  }
}

/// A colleague's assessment in a handover: the wound, its area and PUSH, how they moved since
/// the wound's previous current assessment, and the infection screening's verdicts.
public struct HandoverAssessment: Hashable, Sendable {
  /// The assessment.
  public var id: Assessment.ID
  /// Its wound.
  public var woundID: Wound.ID
  /// The wound's site.
  public var site: BodySite
  /// Its area (length × width, one decimal).
  public var area: SquareCentimetres
  /// Its PUSH total, 0-17.
  public var push: Int
  /// The area's change from the previous current assessment (tenths); nil for the first.
  public var areaChange: Int?
  /// The PUSH total's change from the previous current assessment; nil for the first.
  public var pushChange: Int?
  /// `InfectionScreeningRule`'s verdicts on it, local first.
  public var verdicts: [InfectionVerdict]
  /// True when it corrects an earlier assessment.
  public var isCorrection: Bool

  /// An assessment with every field given.
  public init(
    id: Assessment.ID,
    woundID: Wound.ID,
    site: BodySite,
    area: SquareCentimetres,
    push: Int,
    areaChange: Int?,
    pushChange: Int?,
    verdicts: [InfectionVerdict],
    isCorrection: Bool
  ) {
    self.id = id
    self.woundID = woundID
    self.site = site
    self.area = area
    self.push = push
    self.areaChange = areaChange
    self.pushChange = pushChange
    self.verdicts = verdicts
    self.isCorrection = isCorrection
  }

  /// "assessment left-heel: area 4.2 cm² (+0.8), PUSH 9 (+1); deep infection suspected: tell
  /// the physician today".
  public var words: String {
    let area = "area \(area) cm²" + (areaChange.map { " (\(Self.signedTenths($0)))" } ?? "")
    let push = "PUSH \(push)" + (pushChange.map { " (\(Self.signed($0)))" } ?? "")
    let name = isCorrection ? "corrected assessment" : "assessment"
    let verdicts = verdicts.map { "; \($0.words)" }.joined()
    return "\(name) \(site.rawValue): \(area), \(push)\(verdicts)"
  }

  private static func signed(_ value: Int) -> String {
    value > 0 ? "+\(value)" : value == 0 ? "±0" : "\(value)"
  }

  private static func signedTenths(_ tenths: Int) -> String {
    let text = SquareCentimetres(tenths: abs(tenths)).description
    return tenths > 0 ? "+\(text)" : tenths == 0 ? "±0" : "-\(text)"
  }
}
