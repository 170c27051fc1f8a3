import CoreContract
import Foundation
import LibPatient
import LibWound

/// A wound as `wound show --json` prints it (docs/json.md): its facts, and its details' free
/// texts (`description`) under their own names beside them, from `WoundDetails.texts`.
@dynamicMemberLookup
struct WoundJSON: Encodable {
  /// Every key but the free texts.
  var facts: WoundFactsJSON
  /// The details' free texts.
  var texts: DetailTextsJSON<WoundDetails>

  /// The wound and its assessments; `photos` describes the photos they name, by id.
  init(_ detail: WoundDetail, photos: [String: Photo]) {
    facts = WoundFactsJSON(detail, photos: photos)
    texts = DetailTextsJSON(detail.wound.details, WoundDetails.texts)
  }

  /// One object: the facts' keys and the texts'.
  func encode(to encoder: any Encoder) throws {
    try facts.encode(to: encoder)
    try texts.encode(to: encoder)
  }

  /// A fact as the wound's own (`json.assessments`).
  subscript<Value>(dynamicMember fact: KeyPath<WoundFactsJSON, Value>) -> Value {
    facts[keyPath: fact]
  }
}

/// A wound's facts: lengths in cm and areas in cm² as numbers, and its assessments, oldest
/// first.
struct WoundFactsJSON: Encodable {
  var id: String
  var patientId: String
  var type: String
  /// The short name (`left-heel`), as before the site was coded.
  var site: String
  /// The coded site: structure, side, SNOMED CT code and clock position.
  var location: WoundLocationJSON
  var stage: String?
  var status: String
  var openedOn: String
  /// Who opened it, when known.
  var openedBy: String?
  var healedOn: String?
  var closedReason: String?
  var trajectory: String
  var overdue: Bool
  var assessments: [AssessmentJSON]

  /// The wound and its assessments; `photos` describes the photos they name, by id.
  init(_ detail: WoundDetail, photos: [String: Photo]) {
    let wound = detail.wound
    id = RecordID.text(wound.id)
    patientId = RecordID.text(wound.patientID)
    type = wound.type.rawValue
    site = wound.site.rawValue
    location = WoundLocationJSON(site: wound.site, clockPosition: wound.clockPosition)
    stage = wound.stage?.rawValue
    status = wound.status.name
    openedOn = wound.openedOn.description
    openedBy = wound.openedBy
    if case .healed(let day) = wound.status { healedOn = day.description }
    if case .closed(let reason) = wound.status { closedReason = reason }
    trajectory = detail.trajectory.trajectory.rawValue
    overdue = detail.isOverdue
    assessments = detail.assessments.map { AssessmentJSON($0, photos: photos) }
  }
}

/// A wound's coded site (docs/json.md): `snomedCT` is the structure's code (absent for
/// `other`), `clockPosition` absent when not said.
struct WoundLocationJSON: Encodable {
  var structure: String
  var laterality: String
  var snomedCT: String?
  var clockPosition: Int?

  init(site: BodySite, clockPosition: Int?) {
    structure = site.structure.rawValue
    laterality = site.laterality.rawValue
    snomedCT = site.structure.snomedCT?.code
    self.clockPosition = clockPosition
  }
}

/// One assessment. A superseded one keeps its measurements but has no scores (no `areaCm2`,
/// `pushScore` or `percentAreaReduction`): it counts for nothing.
struct AssessmentJSON: Encodable {
  var id: String
  var takenAt: String
  var takenBy: String?
  var lengthCm: Double
  var widthCm: Double
  var depthCm: Double?
  var areaCm2: Double?
  var pushScore: Int?
  var percentAreaReduction: Double?
  var baseline: Bool
  var exudate: String
  var exudateType: String?
  var tissue: TissueMix
  var undermining: ExtentJSON?
  var tunnelling: ExtentJSON?
  var pain: Int?
  var periwound: [String]
  var odour: Bool
  var infection: [String]
  var dressing: String?
  var notes: String?
  var supersedes: String?
  var supersededBy: String?
  var photos: [PhotoJSON]
  var infectionScreening: ScreeningJSON?

  init(_ entry: AssessmentEntry, photos: [String: Photo]) {
    let assessment = entry.assessment
    let findings = assessment.findings
    id = RecordID.text(assessment.id)
    takenAt = JSONOutput.timestamp(assessment.takenAt)
    takenBy = assessment.takenBy
    lengthCm = findings.length.value
    widthCm = findings.width.value
    depthCm = findings.depth?.value
    areaCm2 = entry.scores?.area.value
    pushScore = entry.scores?.push.total
    percentAreaReduction = entry.scores?.reduction?.value
    baseline = entry.isBaseline
    exudate = findings.exudateAmount.rawValue
    exudateType = findings.exudateType?.rawValue
    tissue = findings.tissue
    undermining = findings.undermining.map(ExtentJSON.init)
    tunnelling = findings.tunnelling.map(ExtentJSON.init)
    pain = findings.pain
    periwound = findings.periwound.map(\.rawValue).sorted()
    odour = findings.odour
    infection = findings.infectionSigns.map(\.rawValue).sorted()
    dressing = findings.dressing
    notes = findings.notes
    supersedes = assessment.supersedes.map(RecordID.text)
    supersededBy = entry.supersededBy.map(RecordID.text)
    infectionScreening = entry.screening.map(ScreeningJSON.init)
    // A photo is named by its content, so its id is its SHA-256.
    self.photos = assessment.photoIDs.map {
      PhotoJSON(
        id: $0,
        sha256: $0,
        format: photos[$0]?.format.rawValue,
        byteCount: photos[$0]?.byteCount,
        pending: photos[$0]?.isPending ?? true
      )
    }
  }
}

/// An assessment's infection screening (docs/clinical-rules.md "Infection screening"): the
/// NERDS and STONEES signs counted, in the mnemonics' order, and the verdicts.
struct ScreeningJSON: Encodable {
  var localCount: Int
  var localSigns: [String]
  var deepCount: Int
  var deepSigns: [String]
  var fever: Bool
  var verdicts: [String]

  init(_ screening: InfectionScreening) {
    localCount = screening.localCount
    localSigns = screening.localSigns.map(\.rawValue)
    deepCount = screening.deepCount
    deepSigns = screening.deepSigns.map(\.rawValue)
    fever = screening.fever
    verdicts = screening.verdicts.map(\.rawValue)
  }
}

/// An undermining or a tunnel: its clock position (12 towards the head) and depth.
struct ExtentJSON: Encodable {
  var clockPosition: Int
  var depthCm: Double

  init(_ extent: ClockExtent) {
    clockPosition = extent.clockPosition
    depthCm = extent.depth.value
  }
}

/// A photo an assessment names.
struct PhotoJSON: Encodable {
  var id: String
  var sha256: String
  var format: String?
  /// Its size in bytes, as its attachment says.
  var byteCount: Int?
  /// True while its bytes are not on this machine (a colleague's photo not yet uploaded).
  var pending: Bool
}

/// A row of `wound list --json`: the wound and its latest numbers.
struct WoundSummaryJSON: Encodable {
  var id: String
  var patientId: String
  var type: String
  var site: String
  var stage: String?
  var status: String
  var openedOn: String
  var lastAssessedAt: String?
  var lastAreaCm2: Double?
  var lastPushScore: Int?
  var trajectory: String
  var overdue: Bool

  init(_ summary: WoundSummary) {
    let wound = summary.wound
    id = RecordID.text(wound.id)
    patientId = RecordID.text(wound.patientID)
    type = wound.type.rawValue
    site = wound.site.rawValue
    stage = wound.stage?.rawValue
    status = wound.status.name
    openedOn = wound.openedOn.description
    lastAssessedAt = summary.lastAssessedAt.map(JSONOutput.timestamp)
    lastAreaCm2 = summary.lastArea?.value
    lastPushScore = summary.lastPush?.total
    trajectory = summary.trajectory.rawValue
    overdue = summary.isOverdue
  }
}
