import Foundation

/// The team server's message endpoints (the contract is in this package's README). Errors are
/// CoreHTTP's `HTTPError`: 404 for a patient the nurse's team does not have, 422 for a body
/// the server refuses.
protocol MessageAPI: Sendable {
  /// `POST /v1/patients/{patientId}/messages`: stores the message and answers it with the
  /// author the token names and its sequence number (201). A retry with the same
  /// `idempotencyKey` gets the first answer; the same id under another key gets the stored
  /// message (200). Never a duplicate.
  func postMessage(_ draft: MessageDraftPayload, patientID: UUID, idempotencyKey: UUID)
    async throws -> MessagePayload

  /// `PUT /v1/patients/{patientId}/read-mark`: the server keeps the highest mark of the
  /// nurse the token names, and answers it.
  func putReadMark(_ mark: ReadMarkPayload, idempotencyKey: UUID) async throws
    -> ReadMarkPayload

  /// `GET /v1/messages/changes?since=<cursor>&limit=<limit>`: one page of the change feed.
  func messageChanges(since cursor: Int64, limit: Int) async throws -> MessageChangesPage
}
