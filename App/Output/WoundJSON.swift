import Foundation
import LibPatient
import LibWound

/// The `--json` shape of a wound (`wound show`): camelCase keys, lengths in cm and areas in
/// cm² as numbers with one decimal, times as ISO 8601 with an offset. Written as `PrettyJSON`
/// (a wound of a thousand visits is 25,000 values: `Encodable` was most of the command's
/// time after the process start), laid out as every other `--json` output.
enum WoundJSON {
  /// Writes the wound and its assessments; `photos` describes the photos they name, by id.
  static func write(
    _ detail: WoundDetail,
    photos: [String: Photo],
    to json: inout PrettyJSON
  ) throws {
    let wound = detail.wound
    json.beginObject()
    json.key("assessments")
    json.beginArray()
    for entry in detail.assessments {
      json.item()
      try write(entry, photos: photos, to: &json)
    }
    json.endArray()
    if case .closed(let reason) = wound.status { json.member("closedReason", reason) }
    json.member("description", wound.description)
    if case .healed(let day) = wound.status { json.member("healedOn", day.description) }
    json.member("id", id: wound.id)
    json.member("openedOn", wound.openedOn.description)
    json.member("overdue", detail.isOverdue)
    json.member("patientId", id: wound.patientID)
    json.member("site", wound.site.rawValue)
    json.member("stage", wound.stage?.rawValue)
    json.member("status", wound.status.name)
    json.member("trajectory", detail.trajectory.trajectory.rawValue)
    json.member("type", wound.type.rawValue)
    json.endObject()
  }

  /// One assessment. A superseded one keeps its measurements but has no scores (no
  /// `areaCm2`, `pushScore` or `percentAreaReduction`): it counts for nothing.
  private static func write(
    _ entry: AssessmentEntry,
    photos: [String: Photo],
    to json: inout PrettyJSON
  ) throws {
    let assessment = entry.assessment
    let findings = assessment.findings
    json.beginObject()
    try json.member("areaCm2", entry.scores?.area.value)
    json.member("baseline", entry.isBaseline)
    try json.member("depthCm", findings.depth?.value)
    json.member("dressing", findings.dressing)
    json.member("exudate", findings.exudateAmount.rawValue)
    json.member("exudateType", findings.exudateType?.rawValue)
    json.member("id", id: assessment.id)
    json.member("infection", findings.infectionSigns.map(\.rawValue).sorted())
    try json.member("lengthCm", findings.length.value)
    json.member("notes", findings.notes)
    json.member("odour", findings.odour)
    json.member("pain", findings.pain)
    try json.member("percentAreaReduction", entry.scores?.reduction?.value)
    json.member("periwound", findings.periwound.map(\.rawValue).sorted())
    json.key("photos")
    json.beginArray()
    // A photo is named by its content, so its id is its SHA-256.
    for id in assessment.photoIDs {
      json.item()
      json.beginObject()
      json.member("format", photos[id]?.format.rawValue)
      json.member("id", id)
      json.member("sha256", id)
      json.endObject()
    }
    json.endArray()
    json.member("pushScore", entry.scores?.push.total)
    json.member("supersededBy", id: entry.supersededBy)
    json.member("supersedes", id: assessment.supersedes)
    json.member("takenAt", timestamp: assessment.takenAt)
    json.member("takenBy", assessment.takenBy)
    let mix = findings.tissue
    json.key("tissue")
    json.beginObject()
    json.member("epithelial", mix.epithelial)
    json.member("granulation", mix.granulation)
    json.member("necrotic", mix.necrotic)
    json.member("slough", mix.slough)
    json.endObject()
    try write("tunnelling", findings.tunnelling, to: &json)
    try write("undermining", findings.undermining, to: &json)
    try json.member("widthCm", findings.width.value)
    json.endObject()
  }

  /// An undermining or a tunnel: its clock position (12 towards the head) and depth; left
  /// out when there is none.
  private static func write(_ key: String, _ extent: ClockExtent?, to json: inout PrettyJSON)
    throws
  {
    guard let extent else { return }
    json.key(key)
    json.beginObject()
    json.member("clockPosition", extent.clockPosition)
    try json.member("depthCm", extent.depth.value)
    json.endObject()
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
