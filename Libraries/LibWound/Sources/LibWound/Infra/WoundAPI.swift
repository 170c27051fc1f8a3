import Foundation

/// The team server's wound and photo endpoints (Tools/Server/openapi.yaml).
///
/// Errors are CoreHTTP's `HTTPError`, except a stale update, which is `StaleWound` carrying
/// the server's record. Every write carries an `Idempotency-Key`: a retry with the same key
/// gets the first answer, never a duplicate.
protocol WoundAPI: Sendable {
  /// `POST /v1/patients/{patientId}/wounds`: a new wound (201); answers with its version.
  /// The same id under another key is refused (409).
  func createWound(_ wound: WoundPayload, idempotencyKey: UUID) async throws -> WoundPayload

  /// `PUT /v1/wounds/{id}` with `If-Match: "<baseVersion>"` (healed, closed, reopened). A
  /// stale version is refused (412) and thrown as `StaleWound`.
  func updateWound(_ wound: WoundPayload, baseVersion: Int, idempotencyKey: UUID) async throws
    -> WoundPayload

  /// `POST /v1/wounds/{woundId}/assessments`: append-only, so it never conflicts (201, or 200
  /// when the server already has that assessment).
  func appendAssessment(_ assessment: AssessmentPayload, idempotencyKey: UUID) async throws
    -> AssessmentPayload

  /// `HEAD /v1/photos/{sha256}`: whether the server already has these bytes.
  func hasPhoto(sha256: String) async throws -> Bool

  /// `PUT /v1/photos/{sha256}`: uploads the bytes, which the server checks against the hash.
  func uploadPhoto(sha256: String, format: String, bytes: Data, idempotencyKey: UUID)
    async throws

  /// `POST /v1/assessments/{assessmentId}/photos`: attaches an uploaded photo.
  func attachPhoto(_ attachment: PhotoAttachmentPayload, idempotencyKey: UUID) async throws

  /// `GET /v1/photos/{sha256}`: the bytes of a photo another nurse attached.
  func downloadPhoto(sha256: String) async throws -> Data

  /// `GET /v1/wounds/changes?since=<cursor>&limit=<limit>`: one page of the change feed.
  func woundChanges(since cursor: Int64, limit: Int) async throws -> WoundChangesPage
}

/// A 412: the wound changed on the server since the version the update was made on.
struct StaleWound: Error {
  /// The server's record as it now is.
  var current: WoundPayload
}
