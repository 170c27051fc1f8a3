import Foundation

@testable import LibWound

/// Wound server answers shaped as the wound contract describes them (Tools/Server/openapi.yaml).
enum WoundServerFixtures {
  static let patientID = "6f1c2b9e-4d7a-4c1e-9a53-2f0b8e1d7c11"
  static let woundID = "3c9d7e1f-5a2b-4c8d-9e0f-1a2b3c4d5e6f"
  static let assessmentID = "8d7c6b5a-4e3f-4a1b-8c9d-0e1f2a3b4c5d"
  static let attachmentID = "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e"

  /// A `Patient` as the server answers it, for the patients feed.
  static func patient(id: String = patientID) -> String {
    """
    {"id":"\(id)","givenName":"Zoë","familyName":"Dupont","birthDate":"1941-03-09",\
    "sex":"female","address":null,"phone":null,"identifier":null,"physicianName":null,\
    "physicianPhone":null,"allergies":[],"notes":null,"status":"active","version":1,\
    "createdAt":"2025-06-15T10:00:00.000Z","updatedAt":"2025-06-15T10:00:00.000Z"}
    """
  }

  /// A `Wound` as the server answers it (openapi `Wound`, every property).
  static func wound(
    id: String = woundID,
    patientID: String = patientID,
    status: String = "open",
    healedOn: String? = nil,
    version: Int = 1
  ) -> String {
    let healed = healedOn.map { "\"\($0)\"" } ?? "null"
    return """
      {"id":"\(id)","patientId":"\(patientID)","openedOn":"2025-06-10","openedBy":"nurse.b",\
      "type":"venous-leg-ulcer","site":"left-lower-leg","description":"medial",\
      "stage":null,"status":"\(status)","healedOn":\(healed),"closedReason":null,\
      "version":\(version),"createdAt":"2025-06-10T08:00:00.000Z",\
      "updatedAt":"2025-06-12T08:00:00.000Z"}
      """
  }

  /// A `WoundAssessment` as the server answers it (no version: append-only): 3.5 × 2.0 cm,
  /// granulating.
  static func assessment(
    id: String = assessmentID,
    woundID: String = woundID,
    supersedes: String? = nil
  ) -> String {
    let corrected = supersedes.map { "\"\($0)\"" } ?? "null"
    return """
      {"id":"\(id)","woundId":"\(woundID)","takenAt":"2025-06-12T09:30:00.000Z",\
      "takenBy":"nurse.b","lengthCm":3.5,"widthCm":2.0,"depthCm":null,"undermining":null,\
      "tunnelling":{"clockPosition":6,"depthCm":1.5},\
      "tissue":{"epithelial":0,"granulation":80,"slough":20,"necrotic":0},\
      "exudate":"moderate","exudateType":"serous","periwound":["intact"],"odour":false,\
      "pain":3,"infectionSigns":[],"dressing":"foam","notes":null,"supersedes":\(corrected)}
      """
  }

  /// A `PhotoAttachment` as the server answers it.
  static func attachment(
    id: String = attachmentID,
    assessmentID: String = assessmentID,
    bytes: Data
  ) -> String {
    """
    {"id":"\(id)","assessmentId":"\(assessmentID)","sha256":"\(sha256(bytes))",\
    "format":"jpeg","byteCount":\(bytes.count)}
    """
  }

  /// The 412 problem with the server's record in `current`.
  static func stale(current: String) -> String {
    """
    {"type":"https://nurse.invalid/problems/stale-version","title":"Precondition Failed",\
    "status":412,"detail":"The wound changed on the server since that version; see current.",\
    "field":"If-Match","current":\(current)}
    """
  }

  static func problem(_ status: Int, _ type: String, field: String? = nil) -> String {
    let named = field.map { ",\"field\":\"\($0)\"" } ?? ""
    return "{\"type\":\"https://nurse.invalid/problems/\(type)\",\"status\":\(status)\(named)}"
  }

  static func changes(_ entries: [String], next: Int64, hasMore: Bool) -> String {
    "{\"changes\":[\(entries.joined(separator: ","))],\"next\":\(next),\"hasMore\":\(hasMore)}"
  }

  static let emptyFeed = changes([], next: 0, hasMore: false)

  static func sha256(_ bytes: Data) -> String {
    ContentHash.hex(bytes)
  }
}
