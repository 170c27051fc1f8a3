import Foundation

/// The team server's wound endpoints, declared now so the sync issue only has to implement
/// them (over CoreHTTP). Nothing calls it yet: queries never touch the network.
protocol WoundAPI: Sendable {
  /// `POST /v1/patients/{patientId}/wounds`: a new wound; answers with its version. A retry
  /// with the same `idempotencyKey` gets the first answer, never a duplicate.
  func createWound(_ wound: WoundPayload, idempotencyKey: UUID) async throws -> WoundPayload

  /// `PUT /v1/wounds/{id}` with `If-Match: "<baseVersion>"` (healed, closed, reopened). A
  /// stale version is refused (412) with the server's version in the error.
  func updateWound(_ wound: WoundPayload, baseVersion: Int, idempotencyKey: UUID) async throws
    -> WoundPayload

  /// `POST /v1/wounds/{woundId}/assessments`: append-only, so it never conflicts.
  func appendAssessment(_ assessment: AssessmentPayload, idempotencyKey: UUID) async throws
    -> AssessmentPayload

  /// `HEAD /v1/photos/{sha256}`: whether the server already has these bytes.
  func hasPhoto(sha256: String) async throws -> Bool

  /// `PUT /v1/photos/{sha256}`: uploads the bytes, which the server checks against the hash.
  func uploadPhoto(sha256: String, format: String, bytes: Data) async throws

  /// `POST /v1/assessments/{assessmentId}/photos`: attaches an uploaded photo.
  func attachPhoto(_ attachment: PhotoAttachmentPayload, idempotencyKey: UUID) async throws

  /// `GET /v1/photos/{sha256}`: the bytes of a photo another nurse attached.
  func downloadPhoto(sha256: String) async throws -> Data

  /// `GET /v1/wounds/changes?since=<cursor>&limit=<limit>`: one page of the change feed.
  func woundChanges(since cursor: Int64?, limit: Int) async throws -> WoundChangesPage
}
