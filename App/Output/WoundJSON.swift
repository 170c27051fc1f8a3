import Foundation
import LibPatient
import LibWound

/// The `--json` shape of a wound (`wound show`): camelCase keys, lengths in cm and areas in
/// cm² as numbers with one decimal, times as ISO 8601 with an offset.
struct WoundJSON: Encodable {
  var id: String
  var patientId: String
  var type: String
  var site: String
  var description: String?
  var stage: String?
  var status: String
  var openedOn: String
  var healedOn: String?
  var closedReason: String?
  var trajectory: String
  var overdue: Bool
  var assessments: [WoundAssessmentJSON]

  init(_ detail: WoundDetail, photos: [String: Photo]) {
    let wound = detail.wound
    id = wound.id.uuidString.lowercased()
    patientId = wound.patientID.uuidString.lowercased()
    type = wound.type.rawValue
    site = wound.site.rawValue
    description = wound.description
    stage = wound.stage?.rawValue
    status = wound.status.name
    openedOn = wound.openedOn.description
    if case .healed(let day) = wound.status { healedOn = day.description }
    if case .closed(let reason) = wound.status { closedReason = reason }
    trajectory = detail.trajectory.trajectory.rawValue
    overdue = detail.isOverdue
    assessments = detail.assessments.map { WoundAssessmentJSON($0, photos: photos) }
  }
}

/// One assessment in `wound show --json`. A superseded one keeps its measurements but has no
/// scores (no `areaCm2`, `pushScore` or `percentAreaReduction`): it counts for nothing.
struct WoundAssessmentJSON: Encodable {
  struct Tissue: Encodable {
    var epithelial: Int
    var granulation: Int
    var slough: Int
    var necrotic: Int
  }

  /// An undermining or a tunnel: its clock position (12 towards the head) and depth.
  struct ClockExtentJSON: Encodable {
    var clockPosition: Int
    var depthCm: Double

    init?(_ extent: ClockExtent?) {
      guard let extent else { return nil }
      clockPosition = extent.clockPosition
      depthCm = extent.depth.value
    }
  }

  struct PhotoJSON: Encodable {
    var id: String
    var sha256: String
    var format: String?
  }

  var id: String
  var takenAt: String
  var lengthCm: Double
  var widthCm: Double
  var depthCm: Double?
  var undermining: ClockExtentJSON?
  var tunnelling: ClockExtentJSON?
  var areaCm2: Double?
  var pushScore: Int?
  var percentAreaReduction: Double?
  var baseline: Bool
  var exudate: String
  var exudateType: String?
  var tissue: Tissue
  var pain: Int?
  var periwound: [String]
  var odour: Bool
  var infection: [String]
  var dressing: String?
  var notes: String?
  var supersedes: String?
  var supersededBy: String?
  var photos: [PhotoJSON]

  init(_ entry: AssessmentEntry, photos: [String: Photo]) {
    let assessment = entry.assessment
    let findings = assessment.findings
    id = assessment.id.uuidString.lowercased()
    takenAt = JSONOutput.timestamp(assessment.takenAt)
    lengthCm = findings.length.value
    widthCm = findings.width.value
    depthCm = findings.depth?.value
    undermining = ClockExtentJSON(findings.undermining)
    tunnelling = ClockExtentJSON(findings.tunnelling)
    areaCm2 = entry.scores?.area.value
    pushScore = entry.scores?.push.total
    percentAreaReduction = entry.scores?.reduction?.value
    baseline = entry.isBaseline
    exudate = findings.exudateAmount.rawValue
    exudateType = findings.exudateType?.rawValue
    let mix = findings.tissue
    tissue = Tissue(
      epithelial: mix.epithelial,
      granulation: mix.granulation,
      slough: mix.slough,
      necrotic: mix.necrotic
    )
    pain = findings.pain
    periwound = findings.periwound.map(\.rawValue).sorted()
    odour = findings.odour
    infection = findings.infectionSigns.map(\.rawValue).sorted()
    dressing = findings.dressing
    notes = findings.notes
    supersedes = assessment.supersedes?.uuidString.lowercased()
    supersededBy = entry.supersededBy?.uuidString.lowercased()
    // A photo is named by its content, so its id is its SHA-256.
    self.photos = assessment.photoIDs.map {
      PhotoJSON(id: $0, sha256: $0, format: photos[$0]?.format.rawValue)
    }
  }
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
    id = wound.id.uuidString.lowercased()
    patientId = wound.patientID.uuidString.lowercased()
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

extension JSONOutput {
  /// The local calendar day of `date`, `YYYY-MM-DD`.
  static func day(_ date: Date) -> String {
    date.formatted(dayStyle)
  }

  /// Built once, like `timestamp`'s style.
  private static let dayStyle = Date.ISO8601FormatStyle(timeZone: .current).year().month().day()
}
