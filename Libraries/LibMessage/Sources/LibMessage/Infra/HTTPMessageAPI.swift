import CoreHTTP
import Foundation

/// `MessageAPI` over CoreHTTP's `HTTPClient`, which adds the bearer token and the timeout.
struct HTTPMessageAPI: MessageAPI {
  let client: any HTTPClient

  func postMessage(_ draft: MessageDraftPayload, patientID: UUID, idempotencyKey: UUID)
    async throws -> MessagePayload
  {
    let response = try await client.send(
      HTTPRequest(
        method: "POST",
        path: "/v1/patients/\(patientID.lowercaseKey)/messages",
        headers: ["Idempotency-Key": idempotencyKey.lowercaseKey],
        body: try WireCoding.encoder.encode(draft)
      )
    )
    return try WireCoding.decoder.decode(
      MessagePayload.self,
      from: response.requireSuccess().body
    )
  }

  func putReadMark(_ mark: ReadMarkPayload, idempotencyKey: UUID) async throws
    -> ReadMarkPayload
  {
    let response = try await client.send(
      HTTPRequest(
        method: "PUT",
        path: "/v1/patients/\(mark.patientId.lowercaseKey)/read-mark",
        headers: ["Idempotency-Key": idempotencyKey.lowercaseKey],
        body: try WireCoding.encoder.encode(ReadMarkBody(upToSequence: mark.upToSequence))
      )
    )
    return try WireCoding.decoder.decode(
      ReadMarkPayload.self,
      from: response.requireSuccess().body
    )
  }

  func messageChanges(since cursor: Int64, limit: Int) async throws -> MessageChangesPage {
    let response = try await client.send(
      HTTPRequest(
        method: "GET",
        path: "/v1/messages/changes",
        query: [
          URLQueryItem(name: "since", value: String(cursor)),
          URLQueryItem(name: "limit", value: String(limit)),
        ]
      )
    )
    return try WireCoding.decoder.decode(
      MessageChangesPage.self,
      from: response.requireSuccess().body
    )
  }
}
