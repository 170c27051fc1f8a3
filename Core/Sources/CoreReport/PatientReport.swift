import Foundation

/// Everything the physician report shows, in plain values the app fills from the libraries.
/// The renderer computes nothing clinical: areas, PUSH scores, reductions and the 4-week
/// verdict arrive as LibWound computed them, already worded.
public struct PatientReport: Sendable {
  /// Who the report is about.
  public var patient: ReportPatient
  /// The wounds shown, each on its own printed page.
  public var wounds: [ReportWound]
  /// Braden assessments, oldest first.
  public var braden: [ReportBraden]
  /// Home visits, oldest first.
  public var visits: [ReportVisit] = []
  /// ABPI measurements, oldest first.
  public var abpi: [ReportABPI] = []
  /// Why her photos are not in the report ("Photos left out: …"), when her consent does not
  /// cover sharing them; nil when they are in it, or there are none.
  public var photosLeftOut: String?
  /// "2026-11-01 to 2026-11-30" when the report covers a period only.
  public var period: String?
  /// The nurse who produced it.
  public var producedBy: String
  /// When it was produced.
  public var producedAt: Date
  /// The time zone dates are shown in (the nurse's).
  public var timeZone: TimeZone

  /// A report of every value given.
  public init(
    patient: ReportPatient,
    wounds: [ReportWound],
    braden: [ReportBraden],
    period: String?,
    producedBy: String,
    producedAt: Date,
    timeZone: TimeZone
  ) {
    self.patient = patient
    self.wounds = wounds
    self.braden = braden
    self.period = period
    self.producedBy = producedBy
    self.producedAt = producedAt
    self.timeZone = timeZone
  }
}

/// A home visit as the report lists it: when, by whom, what was done, the note, and whether it
/// was voided (recorded by mistake).
public struct ReportVisit: Sendable {
  /// When the patient was visited.
  public var visitedAt: Date
  /// Who visited, when known.
  public var visitedBy: String?
  /// "1 dressing changed · 1 assessment · 1 Braden", or empty.
  public var done: String
  /// Her note.
  public var note: String?
  /// "voided by bea, 2026-11-26 18:02: recorded twice" for a visit voided, else nil.
  public var voided: String?

  /// A visit of every value given.
  public init(
    visitedAt: Date,
    visitedBy: String?,
    done: String,
    note: String?,
    voided: String? = nil
  ) {
    self.visitedAt = visitedAt
    self.visitedBy = visitedBy
    self.done = done
    self.note = note
    self.voided = voided
  }
}

/// The patient's identity, as the report's header shows it.
public struct ReportPatient: Sendable {
  /// "Dupont, Marie".
  public var name: String
  /// "1941-03-12".
  public var birthDate: String
  /// "female".
  public var sex: String
  /// A national or practice record number.
  public var identifier: String?
  /// Home address.
  public var address: String?
  /// Phone.
  public var phone: String?
  /// "Dr Roux, 0102030405".
  public var physician: String?
  /// Allergies, one entry each.
  public var allergies: [String]

  /// A patient of every value given.
  public init(
    name: String,
    birthDate: String,
    sex: String,
    identifier: String?,
    address: String?,
    phone: String?,
    physician: String?,
    allergies: [String]
  ) {
    self.name = name
    self.birthDate = birthDate
    self.sex = sex
    self.identifier = identifier
    self.address = address
    self.phone = phone
    self.physician = physician
    self.allergies = allergies
  }
}

/// One wound's page.
public struct ReportWound: Sendable {
  /// "Venous leg ulcer".
  public var type: String
  /// "left lower leg: above the malleolus".
  public var site: String
  /// "stage 2", for a pressure injury.
  public var stage: String?
  /// "open", "healed 2026-12-18".
  public var status: String
  /// "2026-11-02".
  public var openedOn: String
  /// The assessments shown (current ones, in the period), oldest first.
  public var assessments: [ReportAssessment]
  /// The latest reduction from the baseline, worded ("41.7%"), when known.
  public var latestReduction: String?
  /// The 4-week verdict and the rule it applies.
  public var trajectory: ReportTrajectory
  /// The photos of the assessments shown, oldest first.
  public var photos: [ReportPhoto]
  /// The infection screening of the latest assessment shown, nil without one.
  public var infection: ReportInfection? = nil
  /// The wound's care plan, nil without one.
  public var plan: ReportPlan? = nil

  /// A wound of every value given.
  public init(
    type: String,
    site: String,
    stage: String?,
    status: String,
    openedOn: String,
    assessments: [ReportAssessment],
    latestReduction: String?,
    trajectory: ReportTrajectory,
    photos: [ReportPhoto]
  ) {
    self.type = type
    self.site = site
    self.stage = stage
    self.status = status
    self.openedOn = openedOn
    self.assessments = assessments
    self.latestReduction = latestReduction
    self.trajectory = trajectory
    self.photos = photos
  }
}

/// A wound's care plan as the physician reads it, with who wrote it or last changed it.
public struct ReportPlan: Sendable {
  /// "alginate, over it foam; cleansing saline · changed every 2 days · assessed every 7 days".
  public var summary: String
  /// When the plan was written or last changed.
  public var changedAt: Date
  /// Who wrote it or last changed it, when known.
  public var changedBy: String?

  /// A plan of every value given.
  public init(summary: String, changedAt: Date, changedBy: String?) {
    self.summary = summary
    self.changedAt = changedAt
    self.changedBy = changedBy
  }
}

/// The infection screening of a wound's latest assessment shown (NERDS and STONEES, as the
/// app's wound library computes it): worded for the physician.
public struct ReportInfection: Sendable {
  /// "Deep infection suspected: tell the physician today.", or "No infection verdict."
  public var verdict: String
  /// "NERDS 3/5 (non-healing, debris, smell) · STONEES 1/7 (smell)", and the rule applied.
  public var signs: String
  /// True when a verdict holds: the block is shown as an alert.
  public var isAlert: Bool

  /// A screening of every value given.
  public init(verdict: String, signs: String, isAlert: Bool) {
    self.verdict = verdict
    self.signs = signs
    self.isAlert = isAlert
  }
}

/// One row of a wound's table and one point of each chart.
public struct ReportAssessment: Sendable {
  /// When the wound was measured: the charts' time axis.
  public var takenAt: Date
  /// "4.0 × 3.0 × 0.5".
  public var size: String
  /// The area in cm², for the chart (LibWound's one-decimal value).
  public var area: Double
  /// "12.0".
  public var areaText: String
  /// PUSH 3.0 total, 0-17.
  public var push: Int
  /// "41.7%", or "baseline".
  public var reduction: String
  /// "moderate serous".
  public var exudate: String
  /// "G70 S30".
  public var tissue: String
  /// "3/10", or "—".
  public var pain: String
  /// Who measured it, when known: charting is traceable to a person.
  public var takenBy: String?

  /// A row of every value given.
  public init(
    takenAt: Date,
    size: String,
    area: Double,
    areaText: String,
    push: Int,
    reduction: String,
    exudate: String,
    tissue: String,
    pain: String,
    takenBy: String? = nil
  ) {
    self.takenAt = takenAt
    self.size = size
    self.area = area
    self.areaText = areaText
    self.push = push
    self.reduction = reduction
    self.exudate = exudate
    self.tissue = tissue
    self.pain = pain
    self.takenBy = takenBy
  }
}

/// The 4-week healing verdict as worded for a physician.
public struct ReportTrajectory: Sendable {
  /// Whether it flags the wound.
  public enum Kind: String, Sendable {
    /// On a healing trajectory.
    case onTrack
    /// "Not on a healing trajectory: reassess the treatment."
    case offTrack
    /// No assessment in the window yet.
    case unknown
  }

  /// Which verdict.
  public var kind: Kind
  /// "Not on a healing trajectory: reassess the treatment (day 28: 25.0% reduction)."
  public var verdict: String
  /// The rule, stated: the window, the cut-off for this type and its references.
  public var rule: String

  /// A verdict of every value given.
  public init(kind: Kind, verdict: String, rule: String) {
    self.kind = kind
    self.verdict = verdict
    self.rule = rule
  }
}

/// A photo embedded in the report.
public struct ReportPhoto: Sendable {
  /// When it was taken (its assessment's time).
  public var takenAt: Date
  /// "image/jpeg" or "image/png".
  public var mediaType: String
  /// The bytes, embedded as a data URI.
  public var bytes: Data

  /// A photo of every value given.
  public init(takenAt: Date, mediaType: String, bytes: Data) {
    self.takenAt = takenAt
    self.mediaType = mediaType
    self.bytes = bytes
  }
}

/// One ABPI measurement's row: each leg's index and band as LibPatient worded them.
public struct ReportABPI: Sendable {
  /// When it was measured.
  public var measuredAt: Date
  /// Who measured, when known.
  public var measuredBy: String?
  /// "left 0.91 no significant arterial disease (compression: full or reduced) · right not
  /// assessed".
  public var legs: String

  /// A row of every value given.
  public init(measuredAt: Date, measuredBy: String?, legs: String) {
    self.measuredAt = measuredAt
    self.measuredBy = measuredBy
    self.legs = legs
  }
}

/// One Braden assessment's row.
public struct ReportBraden: Sendable {
  /// When the patient was assessed.
  public var assessedAt: Date
  /// 6-23.
  public var total: Int
  /// "moderate".
  public var risk: String
  /// The six subscales in the scale's order: sensory, moisture, activity, mobility,
  /// nutrition, friction and shear.
  public var subscales: [Int]
  /// Who assessed, when known.
  public var assessedBy: String?

  /// A row of every value given.
  public init(
    assessedAt: Date,
    total: Int,
    risk: String,
    subscales: [Int],
    assessedBy: String? = nil
  ) {
    self.assessedAt = assessedAt
    self.total = total
    self.risk = risk
    self.subscales = subscales
    self.assessedBy = assessedBy
  }
}
