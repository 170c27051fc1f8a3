import CoreHTTP
import Foundation

/// `WoundAPI` over CoreHTTP's `HTTPClient`, which adds the bearer token and the timeout.
struct HTTPWoundAPI: WoundAPI {
  let client: any HTTPClient

  func createWound(_ wound: WoundPayload, idempotencyKey: UUID) async throws -> WoundPayload {
    try await json(
      "POST",
      "/v1/patients/\(wound.patientId.databaseKey)/wounds",
      body: wound,
      key: idempotencyKey
    )
  }

  func updateWound(_ wound: WoundPayload, baseVersion: Int, idempotencyKey: UUID) async throws
    -> WoundPayload
  {
    let response = try await client.send(
      HTTPRequest(
        method: "PUT",
        path: "/v1/wounds/\(wound.id.databaseKey)",
        headers: [
          "Idempotency-Key": idempotencyKey.databaseKey,
          "If-Match": "\"\(baseVersion)\"",
        ],
        body: try WireCoding.encoder.encode(wound)
      )
    )
    if response.status == 412,
      let stale = try? WireCoding.decoder.decode(StaleWoundProblem.self, from: response.body)
    {
      throw StaleWound(current: stale.current)
    }
    return try WireCoding.decoder.decode(
      WoundPayload.self,
      from: response.requireSuccess().body
    )
  }

  func appendAssessment(_ assessment: AssessmentPayload, idempotencyKey: UUID) async throws
    -> AssessmentPayload
  {
    try await json(
      "POST",
      "/v1/wounds/\(assessment.woundId.databaseKey)/assessments",
      body: assessment,
      key: idempotencyKey
    )
  }

  func hasPhoto(sha256: String) async throws -> Bool {
    let response = try await client.send(
      HTTPRequest(method: "HEAD", path: "/v1/photos/\(sha256)")
    )
    if response.status == 404 { return false }
    _ = try response.requireSuccess()
    return true
  }

  func uploadPhoto(sha256: String, format: String, bytes: Data, idempotencyKey: UUID)
    async throws
  {
    _ = try await client.send(
      HTTPRequest(
        method: "PUT",
        path: "/v1/photos/\(sha256)",
        headers: [
          "Idempotency-Key": idempotencyKey.databaseKey,
          "Content-Type": format == "png" ? "image/png" : "image/jpeg",
        ],
        body: bytes
      )
    ).requireSuccess()
  }

  func attachPhoto(_ attachment: PhotoAttachmentPayload, idempotencyKey: UUID) async throws {
    _ = try await client.send(
      HTTPRequest(
        method: "POST",
        path: "/v1/assessments/\(attachment.assessmentId.databaseKey)/photos",
        headers: ["Idempotency-Key": idempotencyKey.databaseKey],
        body: try WireCoding.encoder.encode(attachment)
      )
    ).requireSuccess()
  }

  func downloadPhoto(sha256: String) async throws -> Data {
    try await client.send(
      HTTPRequest(
        method: "GET",
        path: "/v1/photos/\(sha256)",
        headers: ["Accept": "image/jpeg, image/png"]
      )
    ).requireSuccess().body
  }

  func woundChanges(since cursor: Int64, limit: Int) async throws -> WoundChangesPage {
    let response = try await client.send(
      HTTPRequest(
        method: "GET",
        path: "/v1/wounds/changes",
        query: [
          URLQueryItem(name: "since", value: String(cursor)),
          URLQueryItem(name: "limit", value: String(limit)),
        ]
      )
    )
    return try WireCoding.decoder.decode(
      WoundChangesPage.self,
      from: response.requireSuccess().body
    )
  }

  /// A JSON write answered with the stored record.
  private func json<Payload: Codable>(
    _ method: String,
    _ path: String,
    body: Payload,
    key: UUID
  ) async throws -> Payload {
    let response = try await client.send(
      HTTPRequest(
        method: method,
        path: path,
        headers: ["Idempotency-Key": key.databaseKey],
        body: try WireCoding.encoder.encode(body)
      )
    )
    return try WireCoding.decoder.decode(Payload.self, from: response.requireSuccess().body)
  }
}
