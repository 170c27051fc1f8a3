import CoreHTTP
import Foundation

/// `PatientAPI` over CoreHTTP's `HTTPClient`, which adds the bearer token and the timeout.
struct HTTPPatientAPI: PatientAPI {
  let client: any HTTPClient

  func putPatient(_ patient: PatientPayload, baseVersion: Int?, idempotencyKey: UUID)
    async throws -> PatientPayload
  {
    var headers = ["Idempotency-Key": idempotencyKey.databaseKey]
    if let baseVersion { headers["If-Match"] = "\"\(baseVersion)\"" }
    let response = try await client.send(
      HTTPRequest(
        method: "PUT",
        path: "/v1/patients/\(patient.id.databaseKey)",
        headers: headers,
        body: try WireCoding.encoder.encode(patient)
      )
    )
    if response.status == 412,
      let stale = try? WireCoding.decoder.decode(StalePatientProblem.self, from: response.body)
    {
      throw StalePatient(current: stale.current)
    }
    return try WireCoding.decoder.decode(
      PatientPayload.self,
      from: response.requireSuccess().body
    )
  }

  func putBraden(_ assessment: BradenPayload, idempotencyKey: UUID) async throws
    -> BradenPayload
  {
    let response = try await client.send(
      HTTPRequest(
        method: "PUT",
        path: "/v1/braden/\(assessment.id.databaseKey)",
        headers: ["Idempotency-Key": idempotencyKey.databaseKey],
        body: try WireCoding.encoder.encode(assessment)
      )
    )
    return try WireCoding.decoder.decode(BradenPayload.self, from: response.requireSuccess().body)
  }

  func patientChanges(since cursor: Int64, limit: Int) async throws -> PatientChangesPage {
    try await feedPage("/v1/patients/changes", since: cursor, limit: limit)
  }

  func bradenChanges(since cursor: Int64, limit: Int) async throws -> BradenChangesPage {
    try await feedPage("/v1/braden/changes", since: cursor, limit: limit)
  }

  private func feedPage<Page: Decodable>(_ path: String, since cursor: Int64, limit: Int)
    async throws -> Page
  {
    let response = try await client.send(
      HTTPRequest(
        method: "GET",
        path: path,
        query: [
          URLQueryItem(name: "since", value: String(cursor)),
          URLQueryItem(name: "limit", value: String(limit)),
        ]
      )
    )
    return try WireCoding.decoder.decode(Page.self, from: response.requireSuccess().body)
  }
}
