import CoreContractCases
import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// Wound, assessment and photo bodies as LibWound sends them.
enum WoundFixtures {
  static func wound(
    id: UUID = UUID(),
    patientID: String,
    type: String = "pressure-injury",
    stage: String? = "stage-2",
    status: String = "open"
  ) -> [String: Any] {
    var wound: [String: Any] = [
      "id": id.uuidString.lowercased(),
      "patientId": patientID,
      "openedOn": "2025-03-01",
      "openedBy": "anna",
      "type": type,
      "site": "sacrum",
      "status": status,
      "createdAt": "2025-03-01T09:00:00.000Z",
      "updatedAt": "2025-03-01T09:00:00.000Z",
    ]
    if let stage { wound["stage"] = stage }
    return wound
  }

  static func assessment(
    id: UUID = UUID(),
    woundID: String,
    length: Double = 3.5,
    width: Double = 2,
    supersedes: String? = nil
  ) -> [String: Any] {
    var assessment: [String: Any] = [
      "id": id.uuidString.lowercased(),
      "woundId": woundID,
      "takenAt": "2025-03-02T10:30:00.000Z",
      "lengthCm": length,
      "widthCm": width,
      "depthCm": 0.5,
      "undermining": ["clockPosition": 3, "depthCm": 1.2],
      "tissue": ["epithelial": 10, "granulation": 60, "slough": 30, "necrotic": 0],
      "exudate": "moderate",
      "exudateType": "serous",
      "periwound": ["macerated", "dry-scaly"],
      "odour": false,
      "pain": 4,
      "infectionSigns": ["warmth"],
      "dressing": "foam",
    ]
    if let supersedes { assessment["supersedes"] = supersedes }
    return assessment
  }

  /// A tiny real JPEG, made distinct by `seed` after its end: the server decodes it.
  static func jpeg(_ seed: String = "wound") -> Data {
    SamplePhotos.jpeg(distinctBy: seed)
  }

  static func sha256(_ bytes: Data) -> String {
    SHA256.hash(data: bytes).map { String(format: "%02x", $0) }.joined()
  }

  static func attachment(
    id: UUID = UUID(),
    assessmentID: String,
    bytes: Data
  ) -> [String: Any] {
    [
      "id": id.uuidString.lowercased(),
      "assessmentId": assessmentID,
      "sha256": sha256(bytes),
      "format": "jpeg",
      "byteCount": bytes.count,
    ]
  }
}

extension TestClientProtocol {
  /// Anna's token, a patient of hers and a wound on that patient: `(token, patientID, woundID)`.
  func woundOfAnna(key: String = UUID().uuidString) async throws -> (String, String, String) {
    let token = try await token("anna")
    let patient = Fixtures.patient()
    let patientID = (patient["id"] as! String).lowercased()
    _ = try await putPatient(patient, token: token)
    let wound = WoundFixtures.wound(patientID: patientID)
    let created = try await putRecord("wound", wound, token: token, key: key)
    #expect(created.status == .created)
    return (token, patientID, wound["id"] as! String)
  }

  /// Appends an assessment to `woundID` and returns the answer.
  func appendAssessment(
    _ assessment: [String: Any],
    token: String,
    key: String = UUID().uuidString
  ) async throws -> TestResponse {
    try await putRecord("assessment", assessment, token: token, key: key)
  }

  /// Sends raw bytes (a photo) with their content type.
  func sendBytes(
    _ method: HTTPRequest.Method,
    _ uri: String,
    token: String,
    bytes: Data,
    contentType: String = "image/jpeg"
  ) async throws -> TestResponse {
    try await executeRequest(
      uri: uri,
      method: method,
      headers: [.authorization: "Bearer \(token)", .contentType: contentType],
      body: ByteBuffer(bytes: bytes)
    )
  }
}
