import Foundation
import HummingbirdTesting
import Testing

/// Message bodies as the `nurse` client sends them, and the calls the message tests repeat.
enum MessageFixtures {
  static func message(
    id: UUID = UUID(),
    patientID: String,
    body: String = "Dressing changed, exudate heavier: can the doctor come by?",
    author: String = "someone"
  ) -> [String: Any] {
    [
      "id": id.uuidString.lowercased(),
      "patientId": patientID,
      "author": author,
      "body": body,
      "sentAt": "2025-03-02T10:30:00.000Z",
    ]
  }
}

extension TestClientProtocol {
  /// A new patient created by `token`'s nurse; her lowercase id.
  func newPatient(token: String) async throws -> String {
    let patient = Fixtures.patient()
    let response = try await putPatient(patient, token: token)
    #expect(response.status == .created)
    return (patient["id"] as! String).lowercased()
  }

  func sendMessage(
    _ message: [String: Any],
    token: String,
    key: String = UUID().uuidString
  ) async throws -> TestResponse {
    try await putRecord("message", message, token: token, key: key)
  }

  func markRead(
    patientID: String,
    upTo sequence: Int,
    token: String,
    key: String = UUID().uuidString
  ) async throws -> TestResponse {
    let mark: [String: Any] = ["patientId": patientID, "upToSequence": sequence]
    return try await putRecord("readMark", mark, token: token, key: key)
  }
}
