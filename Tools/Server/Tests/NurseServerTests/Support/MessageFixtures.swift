import Foundation
import HummingbirdTesting
import Testing

/// Message bodies as the `nurse` client sends them, and the calls the message tests repeat.
enum MessageFixtures {
  static func message(
    id: UUID = UUID(),
    body: String = "Dressing changed, exudate heavier: can the doctor come by?",
    replyTo: String? = nil
  ) -> [String: Any] {
    [
      "id": id.uuidString.lowercased(),
      "body": body,
      "sentAt": "2025-03-02T10:30:00.000Z",
      "replyTo": replyTo ?? NSNull(),
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
    patientID: String,
    token: String,
    key: String = UUID().uuidString
  ) async throws -> TestResponse {
    try await send(
      .post,
      "/v1/patients/\(patientID)/messages",
      token: token,
      json: message,
      key: key
    )
  }

  func markRead(
    patientID: String,
    upTo sequence: Int,
    token: String,
    key: String = UUID().uuidString
  ) async throws -> TestResponse {
    try await send(
      .put,
      "/v1/patients/\(patientID)/read-mark",
      token: token,
      json: ["upToSequence": sequence],
      key: key
    )
  }

  /// One page of the messages feed; its `changes`.
  func messageChanges(
    token: String,
    since: Int = 0,
    limit: Int = 100
  ) async throws -> (changes: [[String: Any]], page: TestResponse) {
    let page = try await send(
      .get,
      "/v1/messages/changes?since=\(since)&limit=\(limit)",
      token: token
    )
    #expect(page.status == .ok)
    return (try #require(page.json["changes"] as? [[String: Any]]), page)
  }
}
